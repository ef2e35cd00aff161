import type { EventData } from '@kpdesk/contract';
import { useId } from 'react';
import { CategoryBadge, type ProsperityLook } from './prosperity-table';
import { GROUP_MARKS, groupColoursOf } from './prosperity-values';

/**
 * What the marks of the tables mean: each event group's mark, colour and houses for this event, and the
 * short names of the categories. The marks carry the meaning; the colours only repeat it.
 */
export function ProsperityLegend({ eventData, look }: { eventData: EventData; look: ProsperityLook }) {
  const id = useId();
  return (
    <div className="small mb-3">
      <p className="mb-1" id={`${id}-groups`}>
        Houses by event group (the mark after a house number):
      </p>
      <ul className="list-inline mb-2" aria-labelledby={`${id}-groups`}>
        {eventData.allEventCategoryColor.map((entry) => {
          const houses = eventData.currentEvent[entry.group];
          return (
            <li key={entry.group} className="list-inline-item me-3">
              <span
                className="d-inline-block rounded px-1 fw-semibold"
                style={
                  look.isColorShown
                    ? (groupColoursOf(eventData.allEventCategoryColor, entry.group) ?? {})
                    : {}
                }
              >
                {GROUP_MARKS[entry.group]}
              </span>{' '}
              {entry.name}: {houses === '' ? 'none' : houses}
            </li>
          );
        })}
      </ul>
      <p className="mb-1" id={`${id}-categories`}>
        Categories:
      </p>
      <ul className="list-inline mb-0" aria-labelledby={`${id}-categories`}>
        {eventData.allPlanetCategory.map((category) => (
          <li key={category.value} className="list-inline-item me-3">
            <span aria-hidden="true">
              <CategoryBadge value={category.value} look={look} />
            </span>{' '}
            {category.longName}
          </li>
        ))}
      </ul>
    </div>
  );
}
