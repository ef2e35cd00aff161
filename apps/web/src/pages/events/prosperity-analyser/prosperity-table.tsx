import type { EventData, PlanetCategory, ProsperityChart } from '@kpdesk/contract';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ChartTable, type ChartTableColumn } from '../../../components/chart-tables/chart-table';
import { legibleColours } from '../shared/category-colours';
import { ElementHeader } from '../shared/element-header';
import { GROUP_MARKS, groupColoursOf } from './prosperity-values';
import './prosperity-table.css';

type ProsperityTableData = ProsperityChart[number];
type GroupedHouse = ProsperityTableData['rows'][number]['cl'][number];

const HOUSE_COLUMNS = ['cl', 'occ', 'cst', 'csl'] as const;

/** What a table needs besides its rows: the event's colours and categories, and the colour toggle. */
export interface ProsperityLook {
  colours: EventData['allEventCategoryColor'];
  categories: readonly PlanetCategory[];
  isColorShown: boolean;
}

function HouseBadge({ house, look }: { house: GroupedHouse; look: ProsperityLook }) {
  const group = house.group;
  const entry = group ? look.colours.find((c) => c.group === group) : undefined;
  const colours = group && look.isColorShown ? groupColoursOf(look.colours, group) : null;
  const { t } = useTranslation();
  const name = entry ? t(entry.name) : group;
  return (
    <span
      className={`d-inline-block text-nowrap rounded px-1 ${group ? 'fw-semibold' : ''}`}
      style={colours ?? undefined}
      title={name ?? undefined}
    >
      {house.house}
      {group ? (
        <>
          <sup aria-hidden="true">{t(GROUP_MARKS[group])}</sup>
          <span className="visually-hidden"> {name}</span>
        </>
      ) : null}
    </span>
  );
}

function HouseCell({ houses, look }: { houses: readonly GroupedHouse[]; look: ProsperityLook }) {
  const { t } = useTranslation();
  if (houses.length === 0) {
    return (
      <td>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('none')}</span>
      </td>
    );
  }
  return (
    <td>
      {/* Separate badges (not one string) let a narrow phone column wrap between houses. */}
      {houses.map((house, i) => (
        <span key={`${house.house}-${i}`}>
          {i > 0 ? ' ' : null}
          <HouseBadge house={house} look={look} />
        </span>
      ))}
    </td>
  );
}

/** A category as its short name (coloured as the settings say) with the long name for readers and tooltips. */
export function ShortCategoryBadge({ value, look }: { value: number; look: ProsperityLook }) {
  const category = look.categories.find((c) => c.value === value);
  const { t } = useTranslation();
  if (!category) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('none')}</span>
      </>
    );
  }
  // The page's one rule for coloured labels: a faint pair of the settings (Salmon with Blue) reads in black or white.
  const style = look.isColorShown ? legibleColours(category.background, category.text) : undefined;
  return (
    <span className="d-inline-block text-nowrap rounded px-1" style={style} title={t(category.longName)}>
      <span aria-hidden="true">{t(category.shortName)}</span>
      <span className="visually-hidden">{t(category.longName)}</span>
    </span>
  );
}

/** The short title keeps the table within a phone's width; readers hear the word. */
function CategoryTitle() {
  const { t } = useTranslation();
  return (
    <span title={t('Category')}>
      <span aria-hidden="true">{t('Cat.')}</span>
      <span className="visually-hidden">{t('Category')}</span>
    </span>
  );
}

/** CL, OCC, CST and CSL are the KP abbreviations, written so in every language. */
const PROSPERITY_COLUMNS: readonly ChartTableColumn[] = [
  'Element',
  'Planet',
  'CL',
  'OCC',
  'CST',
  'CSL',
  { key: 'Category', title: <CategoryTitle /> },
];

type ProsperityRow = ProsperityTableData['rows'][number];

/** One link of the chain: element, planet, its houses by column, its category. */
function ProsperityTableRow({ row, look }: { row: ProsperityRow; look: ProsperityLook }) {
  const { t } = useTranslation();
  return (
    <tr>
      <ElementHeader element={row.element} />
      <td>{t(row.planet, { defaultValue: row.planet })}</td>
      {HOUSE_COLUMNS.map((column) => (
        <HouseCell key={column} houses={row[column]} look={look} />
      ))}
      <td>
        <ShortCategoryBadge value={row.category} look={look} />
      </td>
    </tr>
  );
}

/** One planet's chain (planet, star, sub, sub-sub lord) with its houses by event group and categories. */
export function ProsperityTable({
  table,
  caption,
  look,
}: {
  table: ProsperityTableData;
  caption: string;
  look: ProsperityLook;
}) {
  return (
    <ChartTable caption={caption} columns={PROSPERITY_COLUMNS} className="prosperity-table">
      {table.rows.map((row) => (
        <ProsperityTableRow key={row.element} row={row} look={look} />
      ))}
    </ChartTable>
  );
}

/** The astrologer's combined result of one table: none (0) or one of the nine categories. */
export function CombinedResultSelect({
  planetName,
  value,
  categories,
  onChange,
}: {
  planetName: string;
  value: number;
  categories: readonly PlanetCategory[];
  onChange: (value: number) => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="small mb-1">{t('Combined result')}</Form.Label>
      {/* The label shows the words; the name says whose table the result is of. */}
      <Form.Select
        size="sm"
        value={value}
        aria-label={t('Combined result of {{planet}}', { planet: t(planetName) })}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value={0}>{t('Not chosen')}</option>
        {categories.map((category) => (
          <option key={category.value} value={category.value}>
            {t(category.longName)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
