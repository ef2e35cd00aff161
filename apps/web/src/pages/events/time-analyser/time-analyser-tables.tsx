import type { PiltChart, PlanetCategory } from '@kpdesk/contract';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../../../components/chart-tables/chart-table';
import { ElementHeader } from '../shared/element-header';
import {
  FILTER_COLUMNS,
  SUPPORT_CLASSES,
  isHighlighted,
  isTicked,
  rowStateOf,
  toggleBox,
  toggleRow,
  type FilterColumn,
  type SupportClass,
  type TimeFilter,
} from './time-analyser-filter';

type TimeRow = PiltChart['tables'][number]['rows'][number];

/** A highlight's tint, and its symbol so that the highlight and its class read without colour. */
const HIGHLIGHT_LOOKS: Record<SupportClass, { className: string; symbol: string }> = {
  Favorable: { className: 'table-success', symbol: '▲' },
  Mixed: { className: 'table-warning', symbol: '◆' },
  Unfavorable: { className: 'table-danger', symbol: '▼' },
};

function TimeCell({
  row,
  column,
  filter,
  children,
}: {
  row: TimeRow;
  column: FilterColumn;
  filter: TimeFilter;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!row.supportClass || !isHighlighted(filter, row.element, row.supportClass, column)) {
    return <td>{children}</td>;
  }
  const look = HIGHLIGHT_LOOKS[row.supportClass];
  return (
    <td className={`${look.className} fw-semibold`}>
      <span aria-hidden="true">{look.symbol} </span>
      {children}
      <span className="visually-hidden">
        {' '}
        {t('(highlighted: {{class}})', { class: t(row.supportClass) })}
      </span>
    </td>
  );
}

/** A category's long name, its bracket kept on one line ('Mixed (-ve)' never breaks as 'Mixed (-' / 've)'). */
export function CategoryName({
  categories,
  value,
}: {
  categories: readonly PlanetCategory[];
  value: number;
}) {
  const { t } = useTranslation();
  const longName = categories.find((c) => c.value === value)?.longName;
  if (!longName) return <>–</>;
  const name = t(longName);
  const [, words = name, bracket] = /^(.*?)\s*(\(.*\))?$/.exec(name) ?? [];
  return bracket ? (
    <>
      {words} <span className="text-nowrap">{bracket}</span>
    </>
  ) : (
    <>{name}</>
  );
}

const TIME_COLUMNS = ['Element', 'Planet', 'Sign', 'Support'];

/** One row of a table: its element, and the planet, sign and support cells the filter may highlight. */
function TimeTableRow({
  row,
  categories,
  filter,
}: {
  row: TimeRow;
  categories: readonly PlanetCategory[];
  filter: TimeFilter;
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <ElementHeader element={row.element} />
      <TimeCell row={row} column="planet" filter={filter}>
        {t(row.planet, { defaultValue: row.planet })}
      </TimeCell>
      <TimeCell row={row} column="sign" filter={filter}>
        {t(row.sign, { defaultValue: row.sign })}
      </TimeCell>
      <TimeCell row={row} column="support" filter={filter}>
        <CategoryName categories={categories} value={row.support} />
      </TimeCell>
    </tr>
  );
}

/** One planet's Time Analyser table: Element, Planet, Sign, Support, cells highlighted by the filter. */
export function TimeTable({
  table,
  caption,
  categories,
  filter,
}: {
  table: PiltChart['tables'][number];
  caption: string;
  categories: readonly PlanetCategory[];
  filter: TimeFilter;
}) {
  return (
    <ChartTable caption={caption} columns={TIME_COLUMNS}>
      {table.rows.map((row) => (
        <TimeTableRow key={row.element} row={row} categories={categories} filter={filter} />
      ))}
    </ChartTable>
  );
}

function FilterBox({
  label,
  checked,
  isMixed = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  isMixed?: boolean;
  onChange: () => void;
}) {
  const id = useId();
  return (
    <td className="text-center">
      <Form.Check.Input
        id={id}
        type="checkbox"
        checked={checked}
        // A partly ticked row shows (and is announced) as mixed; only the DOM property can say so.
        ref={(input: HTMLInputElement | null) => {
          if (input) input.indeterminate = isMixed;
        }}
        onChange={onChange}
      />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
    </td>
  );
}

/** The filter table's header: the class, then its boxes centred over their column. */
function FilterHead() {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="col">{t('Class')}</th>
      {['All', ...FILTER_COLUMNS.map((c) => c.title)].map((title) => (
        <th key={title} scope="col" className="text-center">
          {t(title)}
        </th>
      ))}
    </tr>
  );
}

/** One class of one element: its All box (ticked, mixed or clear) and a box per column. */
function FilterRow({
  element,
  supportClass,
  filter,
  onChange,
}: {
  element: string;
  supportClass: SupportClass;
  filter: TimeFilter;
  onChange: (next: TimeFilter) => void;
}) {
  const state = rowStateOf(filter, element, supportClass);
  const { t } = useTranslation();
  const boxLabel = (column: string) =>
    t('{{class}} {{element}}: {{column}}', {
      class: t(supportClass),
      element: t(element, { defaultValue: element }),
      column: t(column),
    });
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {t(supportClass)}
      </th>
      <FilterBox
        label={boxLabel('All')}
        checked={state === 'all'}
        isMixed={state === 'some'}
        onChange={() => onChange(toggleRow(filter, element, supportClass))}
      />
      {FILTER_COLUMNS.map((column) => (
        <FilterBox
          key={column.key}
          label={boxLabel(column.title)}
          checked={isTicked(filter, element, supportClass, column.key)}
          onChange={() => onChange(toggleBox(filter, element, supportClass, column.key))}
        />
      ))}
    </tr>
  );
}

/** The side filter table of one element: rows Favorable, Mixed, Unfavorable; boxes All, Planet, Sign, Support. */
export function FilterTable({
  element,
  filter,
  onChange,
}: {
  element: string;
  filter: TimeFilter;
  onChange: (next: TimeFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChartTable
      caption={t('Highlight {{element}} rows', { element: t(element, { defaultValue: element }) })}
      head={<FilterHead />}
    >
      {SUPPORT_CLASSES.map((supportClass) => (
        <FilterRow
          key={supportClass}
          element={element}
          supportClass={supportClass}
          filter={filter}
          onChange={onChange}
        />
      ))}
    </ChartTable>
  );
}
