import type { ChartTable as ChartTableData, HoraryChartData } from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { CalculationProfileText } from '../../components/chart-page/calculation-profile';
import { PrintButton } from '../../components/chart-page/print-button';
import { ToggledChartFigure } from '../../components/chart-page/toggled-chart-figure';
import {
  LegendedTable,
  spaceCommas,
  ViewPair,
  type SignificatorView,
} from '../../components/chart-tables/chart-table-view';
import { HighlightTable } from '../../components/chart-tables/highlight-table';
import { PositionTable } from '../../components/chart-tables/position-table';
import { RulingPlanetsTable } from '../../components/ruling-planets/ruling-planets-table';
import {
  CUSPAL_SIGNIFICATOR_LEGENDS,
  PLANET_SIGNIFICATOR_LEGENDS,
  type Legends,
} from '../../components/chart-tables/significator-legends';
import { CHART_LEGEND } from '../../components/chart';
import { shapeSelf } from '../../components/kp-sections/kp-section-content';

const zone = (hours: number) => `UTC${hours >= 0 ? '+' : ''}${hours}`;

/** The method in words, with this chart's numbers, so the astrologer can check each step. */
export function describeMethod(c: HoraryChartData): string[] {
  const { row } = c;
  const steps = [
    `Number ${c.horaryNumber} selects row ${c.horaryNumber} of the KP 249 table: ${row.sign} ${row.start} to ${row.end}, ` +
      `sign lord ${row.signLord}, star ${row.nakshatra} (${row.starLord}), sub lord ${row.subLord}.`,
    `Its start, ${row.sign} ${row.start}, is the Ascendant.`,
    `The other cusps are the Placidus cusps for that Ascendant at ${c.place} (latitude ${c.latitude.toFixed(4)}°): ` +
      `the houses of the sidereal time at which it rises there (ARMC ${c.armc.toFixed(4)}°).`,
    c.method === 'nearestRising'
      ? `Variant: the planets and houses are those of ${c.chartMoment} (${zone(c.timezone)}), the moment nearest to the ` +
        `judgement (${c.date} ${c.time}) when ${row.sign} ${row.start} rises at the place by the clock.`
      : `The planets are those of the moment of judgement, ${c.chartMoment} (${zone(c.timezone)}).`,
    `Ruling planets: the moment of judgement, with the Ascendant actually rising then (${c.risingAscendant}).`,
  ];
  if (c.rotateHouse !== 1) {
    steps.push(
      `House ${c.rotateHouse} is read as the first (a question about someone else): cusps are numbered from it.`,
    );
  }
  return steps;
}

function TwoViews({
  name,
  tables,
  legends,
}: {
  name: string;
  tables: Record<SignificatorView, ChartTableData>;
  legends: Legends;
}) {
  return (
    <ViewPair
      name={name}
      render={(view, caption) => (
        <LegendedTable
          caption={caption}
          columns={tables[view].columns}
          rows={tables[view].rows.map((r) => r.map(spaceCommas))}
          legend={legends[view]}
        />
      )}
    />
  );
}

/** How the chart was cast, step by step with its numbers, and the calculation profile; Print beside it. */
function MethodCard({ chart }: { chart: HoraryChartData }) {
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h2 className="h5">Method</h2>
          <PrintButton />
        </div>
        <ol className="mb-2" aria-label="Method">
          {describeMethod(chart).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <CalculationProfileText
          profile={chart.profile}
          className="small text-body-secondary mb-0 calculation-profile"
        />
      </Card.Body>
    </Card>
  );
}

/** The drawing beside the position tables (no sub-lord margins: the Ascendant is chosen) and ruling planets. */
function ChartAndPositions({ chart }: { chart: HoraryChartData }) {
  return (
    <Row className="g-3">
      <Col xs={12} xxl={5}>
        <ToggledChartFigure
          key={chart.birthChart.birthChartType}
          chart={chart.birthChart}
          caption={`Horary chart, number ${chart.horaryNumber}`}
          title={`Horary chart of number ${chart.horaryNumber}, ${chart.chartMoment} at ${chart.place}`}
          centre={[
            'Horary',
            `No. ${chart.horaryNumber}`,
            chart.chartMoment.slice(0, 10),
            chart.chartMoment.slice(11),
            chart.place.split(',')[0] ?? '',
          ]}
          isKp
        />
      </Col>
      <Col xs={12} xxl={7}>
        <PositionTable caption="Cuspal Position" table={chart.cuspalPosition} hasMargins={false} />
        <PositionTable caption="Planetary Position" table={chart.planetPosition} hasMargins={false} />
        <RulingPlanetsTable caption="Ruling Planets of the moment" table={chart.rulingPlanets} />
      </Col>
    </Row>
  );
}

/**
 * The horary chart: the method with its numbers and the profile, then `aid` (the verdict aid), the drawing,
 * the KP System tables and the ruling planets.
 */
export function HoraryChartView({ chart, aid }: { chart: HoraryChartData; aid: ReactNode }) {
  const self = shapeSelf(chart.selfSignificators);
  return (
    <section aria-label="Horary chart" className="mb-3">
      <MethodCard chart={chart} />
      {aid}
      <ChartAndPositions chart={chart} />
      <TwoViews
        name="Planet Significators"
        tables={{ cuspal: chart.planetSignificatorCuspalView, planet: chart.planetSignificatorPlanetView }}
        legends={PLANET_SIGNIFICATOR_LEGENDS}
      />
      <TwoViews
        name="Cuspal Significators"
        tables={{ cuspal: chart.cuspalSignificatorCuspalView, planet: chart.cuspalSignificatorPlanetView }}
        legends={CUSPAL_SIGNIFICATOR_LEGENDS}
      />
      <HighlightTable caption="Self Significators" columns={self.columns} rows={self.rows} />
      <p className="small">{CHART_LEGEND.join(' · ')}</p>
    </section>
  );
}
