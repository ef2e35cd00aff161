import {
  TRANSIT_CHART_NO_PLACE_MESSAGE,
  formatDate,
  formatTime,
  momentParam,
  transitNatalHouseLayout,
  withSeconds,
  type LocalMoment,
  type TransitChart,
} from '@kpdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { transitApi } from '../../api/transit';
import type { DisplayFormats } from '../../api/use-display-formats';
import { PATHS } from '../../paths';
import { QueryView } from '../../components/chart-page/chart-query';
import { useUrlParam } from '../../components/chart-page/url-param';
import { ToggledChartFigure } from '../../components/chart-page/toggled-chart-figure';
import { HighlightTable } from '../../components/chart-tables/highlight-table';
import { nameCell } from '../../i18n/name-text';
import { RulingPlanetsTable } from '../../components/ruling-planets/ruling-planets-table';
import { CITY_FOCUS } from '../../components/profile/profile-place';
import { PositionTable } from '../../components/chart-tables/position-table';
import { MomentFields } from '../../components/interval-search/moment-fields';
import { useClientFormats } from '../../components/chart-tables/moment-display';
import { completeMoment } from '../../components/interval-search/moments';
import { TransitWheelFigure } from './transit-wheel-figure';

/** The transit moment's date and time in the page's formats. */
function shownMoment(chart: TransitChart, formats: DisplayFormats) {
  return {
    date: formatDate(chart.date, formats.dateFormat),
    time: formatTime(chart.time, formats.timeFormat),
  };
}

function TransitDrawing({ chart, formats }: { chart: TransitChart; formats: DisplayFormats }) {
  const shown = shownMoment(chart, formats);
  const { t } = useTranslation();
  return (
    <ToggledChartFigure
      chart={chart.birthChart}
      caption={t('Transit Chart')}
      title={t('Transit chart of {{date}} {{time}} at {{city}}', { ...shown, city: chart.city })}
      centre={[
        t('Transit'),
        `${shown.date} ${t(chart.day)}`,
        `${shown.time} (UTC${chart.timezone >= 0 ? '+' : ''}${chart.timezone})`,
        chart.city,
        `${chart.latitude.toFixed(4)}, ${chart.longitude.toFixed(4)}`,
      ]}
      isKp
    />
  );
}

function TransitTables({ chart }: { chart: TransitChart }) {
  const natal = chart.natalHouses.rows.map(transitNatalHouseLayout.read);
  const { t } = useTranslation();
  return (
    <>
      <PositionTable caption="Planet" table={chart.planetPosition} columns="lords" />
      <PositionTable caption="Cuspal" table={chart.cuspalPosition} columns="lords" />
      <RulingPlanetsTable caption="Transit Ruling Planets" table={chart.rulingPlanets} />
      <HighlightTable
        caption={t('Transit planets in the natal houses')}
        columns={['Planet', 'Longitude', 'Sign', 'Transit House', 'Natal House']}
        rows={natal.map((p) => [
          nameCell(p.planet, { note: p.retro ? ' (R)' : '' }),
          p.longitude,
          p.sign,
          p.transitHouse,
          p.natalHouse,
        ])}
      />
    </>
  );
}

/** The transit chart with its tables, its moment in the client page's date and time formats. */
function TransitView({ chart, runningId }: { chart: TransitChart; runningId: number }) {
  const formats = useClientFormats(runningId);
  const shown = shownMoment(chart, formats);
  const { t } = useTranslation();
  return (
    <Row className="g-3">
      <Col xs={12} lg={5}>
        <p className="mb-2">
          {t('{{date}} {{day}} {{time}} at {{city}}', { ...shown, day: t(chart.day), city: chart.city })}
        </p>
        <TransitDrawing key={chart.birthChart.birthChartType} chart={chart} formats={formats} />
        <TransitWheelFigure chart={chart} runningId={runningId} moment={`${shown.date} ${shown.time}`} />
      </Col>
      <Col xs={12} lg={7}>
        <TransitTables chart={chart} />
      </Col>
    </Row>
  );
}

/** The transit of the chosen moment, else of now. */
function useTransit(runningId: number, moment: LocalMoment | null) {
  return useQuery({
    queryKey: ['chart', 'transit-moment', runningId, moment],
    queryFn: () =>
      moment
        ? transitApi.transitOfMoment(runningId, momentParam(moment))
        : transitApi.transitOfNow(runningId),
    placeholderData: keepPreviousData,
  });
}

interface MomentInputsProps {
  /** What the astrologer typed ('' where untouched). */
  inputs: LocalMoment;
  /** The moment of the chart shown, which an untouched input stands at (none while a typed moment loads). */
  shown: LocalMoment | null;
  onChange: (next: LocalMoment) => void;
  onNow: () => void;
}

/** The transit date and time inputs and Now. */
function MomentInputs({ inputs, shown, onChange, onNow }: MomentInputsProps) {
  const { t } = useTranslation();
  return (
    <Form className="mb-3" onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 align-items-end">
        <MomentFields
          labels={{ date: t('Transit date'), time: t('Transit time') }}
          value={{ date: inputs.date || (shown?.date ?? ''), time: inputs.time || (shown?.time ?? '') }}
          timeWidth={{ xs: 6, sm: 3, md: 2 }}
          onDate={(date) => onChange({ date, time: inputs.time || (shown?.time ?? '') })}
          onTime={(time) => onChange({ date: inputs.date || (shown?.date ?? ''), time })}
        />
        <Col xs={6} sm="auto">
          <Button variant="outline-primary" onClick={onNow}>
            {t('Now')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

/** The transit moment kept in the address (`?transitAt=yyyy-MM-ddTHH:mm:ss`); none is the chart of now. */
function useTransitMomentInUrl(): [LocalMoment | null, (moment: LocalMoment | null) => void] {
  const [asked, setAsked] = useUrlParam('transitAt');
  const [date = '', time = ''] = (asked ?? '').split('T');
  const moment = asked ? completeMoment({ date, time }) : null;
  return [moment, (next) => setAsked(next ? `${next.date}T${next.time}` : null)];
}

/**
 * The Transit Chart section (chart-screens spec): the chart of now at the astrologer's profile place, or of
 * the moment the date and time inputs name (complete values only), in the client's chart style. An input
 * left untouched stands at the value it shows (the chart's own date or time), so changing only the date or
 * only the time moves the chart.
 */
export function TransitChartSection({ runningId }: { runningId: number }) {
  const [moment, setMoment] = useTransitMomentInUrl();
  const [inputs, setInputs] = useState<LocalMoment>(() => moment ?? { date: '', time: '' });
  const transit = useTransit(runningId, moment);
  const { t } = useTranslation();
  const chart = transit.data?.chart;
  // The chart of now shows 'HH:mm'; an input stands at it with its seconds.
  const shown = chart && !moment ? { date: chart.date, time: withSeconds(chart.time) } : null;
  const change = (next: LocalMoment) => {
    setInputs(next);
    const full = completeMoment(next);
    if (full) setMoment(full);
  };
  const now = () => {
    setInputs({ date: '', time: '' });
    setMoment(null);
  };
  return (
    <>
      <MomentInputs inputs={inputs} shown={shown} onChange={change} onNow={now} />
      <QueryView query={transit} loadingText={t('Loading - Transit Chart')}>
        {({ chart: answer }) =>
          answer ? (
            <TransitView chart={answer} runningId={runningId} />
          ) : (
            <Alert variant="info">
              {TRANSIT_CHART_NO_PLACE_MESSAGE}:{' '}
              <Link to={PATHS.changePersonalDetails} state={CITY_FOCUS}>
                {t('My Profile')}
              </Link>
            </Alert>
          )
        }
      </QueryView>
    </>
  );
}
