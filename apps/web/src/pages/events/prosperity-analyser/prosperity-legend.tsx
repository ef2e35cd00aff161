import type { EventData } from '@kpdesk/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShortCategoryBadge, type ProsperityLook } from './prosperity-table';
import { GROUP_MARKS, groupColoursOf } from './prosperity-values';

/** Each event group's mark (in the group's colour while colours show), name and houses for this event. */
function GroupList({
  eventData,
  look,
  labelId,
}: {
  eventData: EventData;
  look: ProsperityLook;
  labelId: string;
}) {
  const colours = eventData.allEventCategoryColor;
  const { t } = useTranslation();
  return (
    <ul className="list-inline mb-2" aria-labelledby={labelId}>
      {colours.map((entry) => {
        const houses = eventData.currentEvent[entry.group];
        return (
          <li key={entry.group} className="list-inline-item me-3">
            <span
              className="d-inline-block rounded px-1 fw-semibold"
              style={look.isColorShown ? (groupColoursOf(colours, entry.group) ?? {}) : {}}
            >
              {t(GROUP_MARKS[entry.group])}
            </span>{' '}
            {t('{{group}}: {{houses}}', { group: t(entry.name), houses: houses === '' ? t('none') : houses })}
          </li>
        );
      })}
    </ul>
  );
}

/** Each category's short name as the tables show it, with its long name. */
function CategoryList({ look, labelId }: { look: ProsperityLook; labelId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="list-inline mb-0" aria-labelledby={labelId}>
      {look.categories.map((category) => (
        <li key={category.value} className="list-inline-item me-3">
          <span aria-hidden="true">
            <ShortCategoryBadge value={category.value} look={look} />
          </span>{' '}
          {t(category.longName)}
        </li>
      ))}
    </ul>
  );
}

/**
 * What the marks of the tables mean: each event group's mark, colour and houses for this event, and the
 * short names of the categories. The marks carry the meaning; the colours only repeat it.
 */
export function ProsperityLegend({ eventData, look }: { eventData: EventData; look: ProsperityLook }) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className="small mb-3">
      <p className="mb-1" id={`${id}-groups`}>
        {t('Houses by event group (the mark after a house number):')}
      </p>
      <GroupList eventData={eventData} look={look} labelId={`${id}-groups`} />
      <p className="mb-1" id={`${id}-categories`}>
        {t('Categories:')}
      </p>
      <CategoryList look={look} labelId={`${id}-categories`} />
    </div>
  );
}
