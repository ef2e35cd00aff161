import { EVENT_PLANETS, type DestinyRow, type EventData } from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { HighlightTable } from '../../../components/chart-tables/highlight-table';
import { CategoryBadge } from '../shared/category-labels';
import { NOT_JUDGED, parseJudgement } from '../shared/judgement-values';

/** Destiny rows of one side with their saved results: Destiny, Sub Lord, Destiny Result. */
function destinyCells(
  data: EventData,
  side: string,
  labels: readonly string[],
  rows: readonly DestinyRow[],
  saved: string,
): ReactNode[][] {
  const results = parseJudgement(saved, rows.length);
  return rows.map((row, i) => [
    `${side} ${labels[i] ?? row.cusp}`,
    row.subLord,
    <CategoryBadge key="result" data={data} value={results[i] ?? NOT_JUDGED} />,
  ]);
}

/**
 * The report's summary of the judgement as saved (or as proposed until saved): each planet's Result and
 * Order, and each destiny row's Destiny Result.
 */
export function ReportSummary({ data }: { data: EventData }) {
  const saved = data.userEvent;
  const results = parseJudgement(saved.planetCategory, EVENT_PLANETS.length);
  const orders = parseJudgement(saved.planetOrder, EVENT_PLANETS.length);
  const nameOf = (short: string) => data.eventSignificators.find((r) => r.planet === short)?.name ?? short;
  const planets = EVENT_PLANETS.map((planet, i) => [
    nameOf(planet),
    <CategoryBadge key="result" data={data} value={results[i] ?? NOT_JUDGED} />,
    orders[i] ? String(orders[i]) : 'None',
  ]);
  const destiny = [
    ...destinyCells(
      data,
      'Supportive',
      data.supportiveDestiny,
      data.supportiveDestinyRows,
      saved.supportiveDestinyCategory,
    ),
    ...destinyCells(
      data,
      'Opposive',
      data.opposingDestiny,
      data.opposingDestinyRows,
      saved.opposingDestinyCategory,
    ),
  ];
  return (
    <Row className="g-3">
      <Col xs={12} md={6}>
        <HighlightTable caption="Planet results" columns={['Planet', 'Result', 'Order']} rows={planets} />
      </Col>
      <Col xs={12} md={6}>
        {destiny.length ? (
          <HighlightTable
            caption="Destiny results"
            columns={['Destiny', 'Sub Lord', 'Destiny Result']}
            rows={destiny}
          />
        ) : (
          <p>No destiny rows for this event</p>
        )}
      </Col>
    </Row>
  );
}
