import type { EventData } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { legibleColours } from './category-colours';
import { categoryNameOf, findCategory } from './judgement-values';

/** A planet category in its settings colours, always with its long name (colour is never the only sign). */
export function CategoryBadge({ data, value }: { data: EventData; value: number }) {
  const category = findCategory(data, value);
  const { t } = useTranslation();
  if (!category) return <span className="text-body-secondary">{t(categoryNameOf(data, value))}</span>;
  return (
    <span className="badge fw-semibold" style={legibleColours(category.background, category.text)}>
      {t(category.longName)}
    </span>
  );
}

/** The event groups a house belongs to, e.g. ['Primary']. */
function groupsOfHouse(data: EventData, house: string): EventData['allEventCategoryColor'] {
  const event = data.currentEvent;
  return data.allEventCategoryColor.filter((g) => event[g.group].split(',').includes(house));
}

/** One house number, coloured by its event group, with the group's name for readers and on hover. */
function HouseChip({ data, house }: { data: EventData; house: string }) {
  const [group] = groupsOfHouse(data, house);
  const { t } = useTranslation();
  if (!group) return <span>{house}</span>;
  return (
    <span className="badge fw-semibold" style={legibleColours(group.colour)} title={t(group.name)}>
      {house}
      <span className="visually-hidden"> ({t(group.name)})</span>
    </span>
  );
}

/**
 * A house list cell ("2,7", "-", or CL/OCC/CST/CSL joined by slashes): each house in its event group's
 * colour, the others plain.
 */
export function HouseList({ data, houses }: { data: EventData; houses: string }) {
  const parts = houses.split('/');
  return (
    <span className="d-inline-flex flex-wrap gap-1 align-items-center">
      {parts.map((part, p) => (
        <span key={p} className="d-inline-flex flex-wrap gap-1">
          {p > 0 ? <span aria-hidden="true">/</span> : null}
          {part.split(',').map((house, i) => (
            <HouseChip key={`${house}${i}`} data={data} house={house} />
          ))}
        </span>
      ))}
    </span>
  );
}

/** The event with its six groups of houses, each group named and in its colour (spec "Event data"). */
export function EventGroupsLegend({ data }: { data: EventData }) {
  const { t } = useTranslation();
  const name = data.currentEvent.name;
  return (
    <section aria-label={t('Event houses')} className="mb-3">
      {/* The event's name comes from the server in English; the language table may name it. */}
      <h2 className="h5 mb-2">{t(name, { defaultValue: name })}</h2>
      <ul className="list-inline mb-0 d-flex flex-wrap gap-2">
        {data.allEventCategoryColor.map((group) => (
          <li key={group.group} className="list-inline-item m-0">
            <span className="badge fw-semibold" style={legibleColours(group.colour)}>
              {t('{{group}}: {{houses}}', {
                group: t(group.name),
                houses: data.currentEvent[group.group] || t('none'),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
