import { EVENT_DROPDOWN_HEIGHT_PX } from '@kpdesk/contract';
import { Fragment, type ReactNode } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** The panels opened beside the exclusive ones, each on its own toggle (spec "Advanced Stellar System"). */
export const SIDE_PANELS = ['Natal Chart', 'Natal Position', 'Self Significators'] as const;
/** One of the independently toggled panels. */
export type SidePanel = (typeof SIDE_PANELS)[number];

/** A phone shows the last word of each toggle (part of its name, which stays whole for readers). */
const PHONE_LABELS: Record<SidePanel, string> = {
  'Natal Chart': 'Chart',
  'Natal Position': 'Position',
  'Self Significators': 'Significators',
};

/**
 * The event dropdown: the catalogue by its menu groups, at most 250 px high and scrolling (spec §9). It
 * opens upwards from the bar at the foot of the screen.
 */
export function EventPicker({
  catalogue,
  current,
  currentName,
  onChoose,
}: {
  catalogue: Record<string, Record<string, string>>;
  current: string;
  currentName: string;
  onChoose: (key: string) => void;
}) {
  const { t } = useTranslation();
  // Event names and their groups come from the server in English; the language table may name them.
  const say = (text: string) => t(text, { defaultValue: text });
  return (
    <Dropdown drop="up" className="event-picker">
      <Dropdown.Toggle variant="primary" size="sm" id="event-picker" className="text-wrap text-start">
        {t('Event: {{name}}', { name: say(currentName) })}
      </Dropdown.Toggle>
      {/* Placed by the toggle inside the bar (the bar is the menu's positioned ancestor), so it opens above
          its button at every width. */}
      <Dropdown.Menu style={{ maxHeight: EVENT_DROPDOWN_HEIGHT_PX, overflowY: 'auto' }}>
        {Object.entries(catalogue).map(([group, events]) => (
          <Fragment key={group}>
            <Dropdown.Header>{say(group)}</Dropdown.Header>
            {Object.entries(events).map(([key, name]) => (
              <Dropdown.Item
                key={key}
                as="button"
                active={key === current}
                aria-current={key === current ? 'true' : undefined}
                onClick={() => onChoose(key)}
              >
                {say(name)}
              </Dropdown.Item>
            ))}
          </Fragment>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * The sticky bar at the foot of the page (the spec's sticky footer): the event dropdown and the toggles of
 * the Natal Chart, Natal Position and Self Significators panels. It stays under the Client menu and the
 * site header (z-index below theirs) so an open menu is never covered, and above the section menu so its
 * own dropdown is never covered.
 */
export function EventBar({
  picker,
  open,
  onToggle,
}: {
  picker: ReactNode;
  open: ReadonlySet<SidePanel>;
  onToggle: (panel: SidePanel) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="event-bar screen-only bg-light border rounded shadow-sm px-2 py-1 py-sm-2 mt-3 d-flex flex-wrap align-items-center gap-1 gap-sm-2"
      style={{ position: 'sticky', bottom: 0, zIndex: 1012 }}
    >
      {picker}
      <div role="group" aria-label={t('Panels')} className="d-flex flex-wrap gap-1 ms-md-auto">
        {SIDE_PANELS.map((panel) => (
          <button
            key={panel}
            type="button"
            className={`btn btn-sm ${open.has(panel) ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={open.has(panel)}
            aria-label={t(panel)}
            onClick={() => onToggle(panel)}
          >
            <span className="d-sm-none">{t(PHONE_LABELS[panel])}</span>
            <span className="d-none d-sm-inline">{t(panel)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
