import { rulingPlanetLayout, type ChartTable } from '@kpdesk/contract';
import { nameCell, type NameCell } from '../../i18n/name-text';
import { HighlightTable } from '../chart-tables/highlight-table';

/** The spec's columns: the ruler (the day lord named) in place of the contract's Ruler and Planet cells. */
const RULER_COLUMNS = ['Planet', ...rulingPlanetLayout.columns.slice(2)];

/** The row of the day lord: the contract fixes the rows as Lagna, Moon, Day Lord, so its place names it. */
const DAY_LORD_ROW = 2;

/** Ruling planet rows as the spec's columns; the day lord's row names its planet beside the ruler. */
export function toRulerRows(table: ChartTable): (string | NameCell)[][] {
  return table.rows.map((row, i) => {
    const cells = rulingPlanetLayout.read(row);
    const ruler = i === DAY_LORD_ROW ? nameCell(cells.ruler, { bracketed: cells.planet }) : cells.ruler;
    return [ruler, cells.signLord, cells.starLord, cells.subLord, cells.subSubLord, cells.subSubSubLord];
  });
}

/** Ruling planets of a moment: Lagna, Moon and Day Lord with their lords. */
export function RulingPlanetsTable({ caption, table }: { caption: string; table: ChartTable }) {
  return <HighlightTable caption={caption} columns={RULER_COLUMNS} rows={toRulerRows(table)} />;
}
