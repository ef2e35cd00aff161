import type { PiltChart, PlanetCategory } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../../../components/chart-tables/chart-table';
import { planetNameOf } from '../shared/event-planets';
import { CategoryName } from './time-analyser-tables';

/** Names joined for a sentence in the display language: 'Mars, Moon and Mercury'. */
export function joinNames(t: TFunction, names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return t('{{names}} and {{last}}', { names: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** One planet of the ranking: its rank, its name (starred when its periods are listed) and its category. */
function PlanetOrderRow({
  rank,
  entry,
  isListed,
  categories,
}: {
  rank: number;
  entry: PiltChart['planetOrder'][number];
  isListed: boolean;
  categories: readonly PlanetCategory[];
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <td>{rank}</td>
      <th scope="row" className={isListed ? '' : 'fw-normal'}>
        {t(planetNameOf(entry.planet))}
        {isListed ? (
          <>
            <span aria-hidden="true"> ★</span>
            <span className="visually-hidden"> {t('(periods listed)')}</span>
          </>
        ) : null}
      </th>
      <td>
        <CategoryName categories={categories} value={entry.category} />
      </td>
    </tr>
  );
}

/** The planets by rank for timing, the ones whose periods are listed marked in words as well as by a star. */
export function PlanetOrderTable({
  chart,
  categories,
}: {
  chart: PiltChart;
  categories: readonly PlanetCategory[];
}) {
  return (
    <ChartTable caption="Planet order" columns={['Rank', 'Planet', 'Category']}>
      {chart.planetOrder.map((entry, i) => (
        <PlanetOrderRow
          key={entry.planet}
          rank={i + 1}
          entry={entry}
          isListed={chart.rankedPlanets.includes(entry.planet)}
          categories={categories}
        />
      ))}
    </ChartTable>
  );
}

const PERIOD_COLUMNS = ['Dasha', 'Bhukti', 'Andharam', 'Start', 'End'];

/** Shows a period's moment ('yyyy-MM-dd HH:mm:ss', birth zone) in the client's date and time formats. */
export type MomentText = (moment: string) => string;

/** The coming Dasha/Bhukti/Andharam periods whose lords are the top-ranked planets. */
export function FavourablePeriodsTable({ chart, momentText }: { chart: PiltChart; momentText: MomentText }) {
  const { t } = useTranslation();
  const names = chart.rankedPlanets.map((planet) => t(planetNameOf(planet)));
  return (
    <ChartTable
      caption={t('Favourable periods of {{planets}}', { planets: joinNames(t, names) })}
      columns={PERIOD_COLUMNS}
    >
      {chart.periods.length === 0 ? (
        <tr>
          <td colSpan={PERIOD_COLUMNS.length}>{t('No coming periods of these planets.')}</td>
        </tr>
      ) : null}
      {chart.periods.map((period) => (
        <tr key={period.start}>
          <td>{t(period.dasha)}</td>
          <td>{t(period.bhukti)}</td>
          <td>{t(period.antara)}</td>
          <td className="text-nowrap">{momentText(period.start)}</td>
          <td className="text-nowrap">{momentText(period.end)}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
