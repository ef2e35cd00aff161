import { TRANSIT_CHART_NO_PLACE_MESSAGE, transitNatalHouseLayout, type TransitChart } from '@kpdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { transitApi } from '../../api/transit';
import { PATHS } from '../../paths';
import { QueryView } from '../../components/chart-page/chart-query';
import { ToggledChartFigure } from '../../components/chart-page/toggled-chart-figure';
import { HighlightTable } from '../../components/chart-tables/highlight-table';
import { RulingPlanetsTable } from '../../components/ruling-planets/ruling-planets-table';
import { PositionTable } from '../../components/chart-tables/position-table';
import {
  completeTime,
  isCompleteMoment,
  trimYear,
  type DateTime,
} from '../../components/interval-search/moments';

function TransitDrawing({ chart }: { chart: TransitChart }) {
  return (
    <ToggledChartFigure
      chart={chart.birthChart}
      caption="Transit Chart"
      title={`Transit chart of ${chart.date} ${chart.time} at ${chart.city}`}
      centre={[
        'Transit',
        `${chart.date} ${chart.day}`,
        `${chart.time} (UTC${chart.timezone >= 0 ? '+' : ''}${chart.timezone})`,
        chart.city,
        `${chart.latitude.toFixed(4)}, ${chart.longitude.toFixed(4)}`,
      ]}
      isKp
    />
  );
}

function TransitTables({ chart }: { chart: TransitChart }) {
  const natal = chart.natalHouses.rows.map(transitNatalHouseLayout.read);
  return (
    <>
      <PositionTable caption="Planet" table={chart.planetPosition} columns="lords" />
      <PositionTable caption="Cuspal" table={chart.cuspalPosition} columns="lords" />
      <RulingPlanetsTable caption="Transit Ruling Planets" table={chart.rulingPlanets} />
      <HighlightTable
        caption="Transit planets in the natal houses"
        columns={['Planet', 'Longitude', 'Sign', 'Transit House', 'Natal House']}
        rows={natal.map((p) => [
          `${p.planet}${p.retro ? ' (R)' : ''}`,
          p.longitude,
          p.sign,
          p.transitHouse,
          p.natalHouse,
        ])}
      />
    </>
  );
}

function TransitView({ chart }: { chart: TransitChart }) {
  return (
    <Row className="g-3">
      <Col xs={12} lg={5}>
        <p className="mb-2">
          {chart.date} {chart.day} {chart.time} at {chart.city}
        </p>
        <TransitDrawing key={chart.birthChart.birthChartType} chart={chart} />
      </Col>
      <Col xs={12} lg={7}>
        <TransitTables chart={chart} />
      </Col>
    </Row>
  );
}

/**
 * The Transit Chart section (chart-screens spec): the chart of now at the astrologer's profile place, or of
 * the moment the date and time inputs name (complete values only), in the client's chart style. An input
 * left untouched stands at the value it shows (the chart's own date or time), so changing only the date or
 * only the time moves the chart.
 */
export function TransitChartSection({ runningId }: { runningId: number }) {
  const [inputs, setInputs] = useState<DateTime>({ date: '', time: '' });
  const [moment, setMoment] = useState<DateTime | null>(null);
  const transit = useQuery({
    queryKey: ['chart', 'transit-moment', runningId, moment],
    queryFn: () =>
      moment
        ? transitApi.transitOfMoment(runningId, `${moment.date}_${moment.time}`)
        : transitApi.transitOfNow(runningId),
    placeholderData: keepPreviousData,
  });
  const change = (next: DateTime) => {
    setInputs(next);
    const full = { date: next.date, time: completeTime(next.time) };
    if (isCompleteMoment(full)) setMoment(full);
  };
  const ids = useId();
  const shown = transit.data?.chart;
  return (
    <>
      <Form className="mb-3" onSubmit={(e) => e.preventDefault()}>
        <Row className="g-2 align-items-end">
          <Col xs={12} sm={4} md={3}>
            <Form.Label htmlFor={`${ids}-date`}>Transit date</Form.Label>
            <Form.Control
              id={`${ids}-date`}
              type="date"
              max="2999-12-31"
              value={inputs.date || (moment ? '' : (shown?.date ?? ''))}
              onChange={(e) =>
                change({
                  date: trimYear(e.target.value),
                  time: inputs.time || completeTime(shown?.time ?? ''),
                })
              }
            />
          </Col>
          <Col xs={6} sm={3} md={2}>
            <Form.Label htmlFor={`${ids}-time`}>Transit time</Form.Label>
            <Form.Control
              id={`${ids}-time`}
              type="time"
              step={1}
              value={inputs.time || (moment ? '' : completeTime(shown?.time ?? ''))}
              onChange={(e) => change({ date: inputs.date || (shown?.date ?? ''), time: e.target.value })}
            />
          </Col>
          <Col xs={6} sm="auto">
            <Button
              variant="outline-primary"
              onClick={() => {
                setInputs({ date: '', time: '' });
                setMoment(null);
              }}
            >
              Now
            </Button>
          </Col>
        </Row>
      </Form>
      <QueryView query={transit} loadingText="Loading - Transit Chart">
        {({ chart }) =>
          chart ? (
            <TransitView chart={chart} />
          ) : (
            <Alert variant="info">
              {TRANSIT_CHART_NO_PLACE_MESSAGE}: <Link to={PATHS.changePersonalDetails}>My Profile</Link>
            </Alert>
          )
        }
      </QueryView>
    </>
  );
}
