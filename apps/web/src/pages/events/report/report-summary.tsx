import { EVENT_PLANETS, type EventData } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Row } from 'react-bootstrap';
import { HighlightTable } from '../../../components/chart-tables/highlight-table';
import { CategoryBadge } from '../shared/category-labels';
import { destinyLabelOf, destinySidesOf, type DestinySide } from '../shared/destiny-sides';
import { NOT_JUDGED, parseJudgement } from '../shared/judgement-values';

/** Destiny rows of one side with their saved results: Destiny, Sub Lord, Destiny Result. */
function destinyCells(t: TFunction, data: EventData, side: DestinySide): ReactNode[][] {
  const results = parseJudgement(side.saved, side.rows.length);
  return side.rows.map((row, i) => [
    t('{{side}} {{destiny}}', { side: t(side.name), destiny: destinyLabelOf(t, side, i) }),
    row.subLord,
    <CategoryBadge key="result" data={data} value={results[i] ?? NOT_JUDGED} />,
  ]);
}

/** Each planet's saved Result and Order: Planet, Result, Order. */
function planetCells(data: EventData): ReactNode[][] {
  const saved = data.userEvent;
  const results = parseJudgement(saved.planetCategory, EVENT_PLANETS.length);
  const orders = parseJudgement(saved.planetOrder, EVENT_PLANETS.length);
  const nameOf = (short: string) => data.eventSignificators.find((r) => r.planet === short)?.name ?? short;
  return EVENT_PLANETS.map((planet, i) => [
    nameOf(planet),
    <CategoryBadge key="result" data={data} value={results[i] ?? NOT_JUDGED} />,
    orders[i] ? String(orders[i]) : 'None',
  ]);
}

/**
 * The report's summary of the judgement as saved (or as proposed until saved): each planet's Result and
 * Order, and each destiny row's Destiny Result.
 */
export function ReportSummary({ data }: { data: EventData }) {
  const { t } = useTranslation();
  const { supportive, opposive } = destinySidesOf(data);
  const destiny = [...destinyCells(t, data, supportive), ...destinyCells(t, data, opposive)];
  return (
    <Row className="g-3">
      <Col xs={12} md={6}>
        <HighlightTable
          caption="Planet results"
          columns={['Planet', 'Result', 'Order']}
          rows={planetCells(data)}
        />
      </Col>
      <Col xs={12} md={6}>
        {destiny.length ? (
          <HighlightTable
            caption="Destiny results"
            columns={['Destiny', 'Sub Lord', 'Destiny Result']}
            rows={destiny}
          />
        ) : (
          <p>{t('No destiny rows for this event')}</p>
        )}
      </Col>
    </Row>
  );
}
