import {
  nameOf,
  ZODIAC_SIGNS,
  type ChartTable as ChartTableData,
  type HoraryChartData,
  type SignId,
} from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
import { translateName } from '../../i18n/name-text';

const zone = (hours: number) => `UTC${hours >= 0 ? '+' : ''}${hours}`;

/** "Leo 12°03′04″": the rising sign by its id in the display language, then its degrees as they came. */
function signPosition(t: TFunction, c: HoraryChartData): string {
  return `${translateName(t, nameOf(ZODIAC_SIGNS, c.risingSign as SignId, 'en'))} ${c.risingDegree}`;
}

/** The method in words in the display language (`t`), with this chart's numbers, so the astrologer can check each step. */
export function describeMethod(t: TFunction, c: HoraryChartData): string[] {
  const { row } = c;
  const name = (text: string) => translateName(t, text);
  const ascendant = { sign: name(row.sign), start: row.start };
  const moment = { moment: c.chartMoment, zone: zone(c.timezone) };
  const steps = [
    t(
      'Number {{n}} selects row {{n}} of the KP 249 table: {{sign}} {{start}} to {{end}}, sign lord {{signLord}}, star {{star}} ({{starLord}}), sub lord {{subLord}}.',
      {
        ...ascendant,
        n: c.horaryNumber,
        end: row.end,
        signLord: name(row.signLord),
        star: name(row.nakshatra),
        starLord: name(row.starLord),
        subLord: name(row.subLord),
      },
    ),
    t('Its start, {{sign}} {{start}}, is the Ascendant.', ascendant),
    t(
      'The other cusps are the Placidus cusps for that Ascendant at {{place}} (latitude {{latitude}}°): the houses of the sidereal time at which it rises there (ARMC {{armc}}°).',
      { place: c.place, latitude: c.latitude.toFixed(4), armc: c.armc.toFixed(4) },
    ),
    c.method === 'nearestRising'
      ? t(
          'Variant: the planets and houses are those of {{moment}} ({{zone}}), the moment nearest to the judgement ({{date}} {{time}}) when {{sign}} {{start}} rises at the place by the clock.',
          { ...moment, ...ascendant, date: c.date, time: c.time },
        )
      : t('The planets are those of the moment of judgement, {{moment}} ({{zone}}).', moment),
    t('Ruling planets: the moment of judgement, with the Ascendant actually rising then ({{ascendant}}).', {
      ascendant: signPosition(t, c),
    }),
  ];
  if (c.rotateHouse !== 1) {
    steps.push(
      t('House {{house}} is read as the first (a question about someone else): cusps are numbered from it.', {
        house: c.rotateHouse,
      }),
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
  const { t } = useTranslation();
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h2 className="h5">{t('Method')}</h2>
          <PrintButton />
        </div>
        <ol className="mb-2" aria-label={t('Method')}>
          {describeMethod(t, chart).map((step) => (
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
  const { t } = useTranslation();
  const n = chart.horaryNumber;
  return (
    <Row className="g-3">
      <Col xs={12} xxl={5}>
        <ToggledChartFigure
          key={chart.birthChart.birthChartType}
          chart={chart.birthChart}
          caption={t('Horary chart, number {{n}}', { n })}
          title={t('Horary chart of number {{n}}, {{moment}} at {{place}}', {
            n,
            moment: chart.chartMoment,
            place: chart.place,
          })}
          centre={[
            t('Horary'),
            t('No. {{n}}', { n }),
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
  const { t } = useTranslation();
  const self = shapeSelf(chart.selfSignificators);
  return (
    <section aria-label={t('Horary chart')} className="mb-3">
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
      <p className="small">{CHART_LEGEND.map((text) => t(text)).join(' · ')}</p>
    </section>
  );
}
