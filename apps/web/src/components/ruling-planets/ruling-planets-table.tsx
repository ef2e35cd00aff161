import { rulingPlanetLayout, type ChartTable } from '@kpdesk/contract';
import { HighlightTable } from '../chart-tables/highlight-table';

/** The spec's columns: the ruler (the day lord named) in place of the contract's Ruler and Planet cells. */
const RULER_COLUMNS = ['Planet', ...rulingPlanetLayout.columns.slice(2)];

/** Ruling planet rows as the spec's columns. */
export function toRulerRows(table: ChartTable): string[][] {
  return table.rows.map((row) => {
    const cells = rulingPlanetLayout.read(row);
    const ruler = cells.ruler === 'Day Lord' ? `Day Lord (${cells.planet})` : cells.ruler;
    return [ruler, cells.signLord, cells.starLord, cells.subLord, cells.subSubLord, cells.subSubSubLord];
  });
}

/** Ruling planets of a moment: Lagna, Moon and Day Lord with their lords. */
export function RulingPlanetsTable({ caption, table }: { caption: string; table: ChartTable }) {
  return <HighlightTable caption={caption} columns={RULER_COLUMNS} rows={toRulerRows(table)} />;
}
