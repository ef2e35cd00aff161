import type { PiltChart, PlanetCategory } from '@kpdesk/contract';
import { Table } from 'react-bootstrap';
import { TableScroller } from '../../../components/chart-tables/table-scroller';
import { planetNameOf } from '../shared/event-planets';
import { CategoryName } from './time-analyser-tables';

/** Names joined for a sentence: 'Mars, Moon and Mercury'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
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
    <Table bordered size="sm" className="chart-table caption-top mb-3">
      <caption className="fw-semibold text-body">Planet order</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Planet</th>
          <th scope="col">Category</th>
        </tr>
      </thead>
      <tbody>
        {chart.planetOrder.map((entry, i) => {
          const isListed = chart.rankedPlanets.includes(entry.planet);
          return (
            <tr key={entry.planet}>
              <td>{i + 1}</td>
              <th scope="row" className={isListed ? '' : 'fw-normal'}>
                {planetNameOf(entry.planet)}
                {isListed ? (
                  <>
                    <span aria-hidden="true"> ★</span>
                    <span className="visually-hidden"> (periods listed)</span>
                  </>
                ) : null}
              </th>
              <td>
                <CategoryName categories={categories} value={entry.category} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The coming Dasha/Bhukti/Antara periods whose lords are the top-ranked planets. */
export function FavourablePeriodsTable({ chart }: { chart: PiltChart }) {
  const caption = `Favourable periods of ${joinNames(chart.rankedPlanets.map(planetNameOf))}`;
  return (
    <TableScroller label={caption}>
      <Table bordered size="sm" className="chart-table caption-top mb-0">
        <caption className="fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            {['Dasha', 'Bhukti', 'Antara', 'Start', 'End'].map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.periods.length === 0 ? (
            <tr>
              <td colSpan={5}>No coming periods of these planets.</td>
            </tr>
          ) : null}
          {chart.periods.map((period) => (
            <tr key={period.start}>
              <td>{period.dasha}</td>
              <td>{period.bhukti}</td>
              <td>{period.antara}</td>
              <td>{period.start}</td>
              <td>{period.end}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
