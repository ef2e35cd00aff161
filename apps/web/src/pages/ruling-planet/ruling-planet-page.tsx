import type { ClientChartData, RunningPeriod } from '@kpdesk/contract';
import { Alert, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chartsApi, type ClientRequest } from '../../api/charts';
import { useClientDateText } from '../../api/use-client-settings';
import { PATHS } from '../../paths';
import { ChartPage } from '../../components/chart-page/chart-page';
import { QueryView, useChartQuery } from '../../components/chart-page/chart-query';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { RulingPlanetsTable } from '../../components/ruling-planets/ruling-planets-table';
import { translateName } from '../../i18n/name-text';

type PeriodRow = [label: string, value: (p: RunningPeriod) => string];

/** The rows of a period table: the planet, its dates, the period where the spec shows it, the balance. */
function periodRows(withPeriod: boolean, dateText: (moment: string) => string): PeriodRow[] {
  const date = (value: string | null) => (value ? dateText(value) : '');
  const period: PeriodRow[] = withPeriod ? [['Period', (p) => p.period ?? '']] : [];
  return [
    ['Planet', (p) => p.name ?? ''],
    ['Start Date', (p) => date(p.start)],
    ['End Date', (p) => date(p.end)],
    ...period,
    ['Balance', (p) => p.balance ?? ''],
  ];
}

function PeriodHead() {
  const { t } = useTranslation();
  return (
    <tr>
      <td />
      <th scope="col">{t('Dasha')}</th>
      <th scope="col">{t('Bhukti')}</th>
      <th scope="col">{t('Andharam')}</th>
    </tr>
  );
}

function PeriodTable({
  caption,
  periods,
  withPeriod,
  dateText,
}: {
  caption: string;
  periods: readonly [RunningPeriod, RunningPeriod, RunningPeriod];
  withPeriod: boolean;
  dateText: (moment: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <ChartTable caption={caption} head={<PeriodHead />}>
      {periodRows(withPeriod, dateText).map(([label, value]) => (
        <tr key={label}>
          <th scope="row">{t(label)}</th>
          {periods.map((p, i) => (
            <td key={i}>{translateName(t, value(p))}</td>
          ))}
        </tr>
      ))}
    </ChartTable>
  );
}

/** The periods running at birth; each starts, for this table, at the birth date (spec). */
export function birthPeriods(
  data: ClientChartData,
  birthDate: string,
): [RunningPeriod, RunningPeriod, RunningPeriod] {
  return [
    { name: data.dashaName, start: birthDate, end: data.dashaEnd, period: null, balance: data.dashaBalance },
    {
      name: data.bhuktiName,
      start: birthDate,
      end: data.bhuktiEnd,
      period: null,
      balance: data.bhuktiBalance,
    },
    {
      name: data.andharamName,
      start: birthDate,
      end: data.andharamEnd,
      period: null,
      balance: data.andharamBalance,
    },
  ];
}

function TransitRulingPlanets({ runningId }: { runningId: number }) {
  const transit = useChartQuery('transit', runningId, () => chartsApi.transit(runningId));
  const { t } = useTranslation();
  return (
    <QueryView query={transit} loadingText="Loading - Transit Ruling Planets">
      {({ chart, message }) =>
        chart ? (
          <>
            <RulingPlanetsTable caption="Transit Ruling Planets" table={chart.rulingPlanets} />
            <p className="small text-body-secondary">
              {t('Now: {{date}} {{day}} {{time}} at {{city}}', {
                date: chart.date,
                day: t(chart.day),
                time: chart.time,
                city: chart.city,
              })}
            </p>
          </>
        ) : (
          <Alert variant="info">
            <span className="fw-semibold d-block">{t('Transit Ruling Planets')}</span>
            {message}: <Link to={PATHS.changePersonalDetails}>My Profile</Link>
          </Alert>
        )
      }
    </QueryView>
  );
}

function RulingPlanetSections({ client }: { client: ClientRequest }) {
  const userData = useChartQuery('userdata', client.runningId, () => chartsApi.userData(client.runningId));
  const dateText = useClientDateText(client.runningId);
  return (
    <QueryView query={userData} loadingText="Loading - Ruling Planet">
      {(data) => (
        <Row className="g-3">
          <Col xs={12} lg={6}>
            <RulingPlanetsTable caption="Birth Time Ruling Planets" table={data.rulingPlanets} />
          </Col>
          <Col xs={12} lg={6}>
            <TransitRulingPlanets runningId={client.runningId} />
          </Col>
          <Col xs={12} lg={6}>
            <PeriodTable
              caption="Birth Time Ruling Period"
              periods={birthPeriods(data, client.birthDate)}
              withPeriod={false}
              dateText={dateText}
            />
          </Col>
          <Col xs={12} lg={6}>
            <PeriodTable
              caption="Current Ruling Period"
              periods={[data.currentDasha, data.currentBhukti, data.currentAndharam]}
              withPeriod
              dateText={dateText}
            />
          </Col>
        </Row>
      )}
    </QueryView>
  );
}

/** Ruling Planet (/rulingplanet.html, also /rulingPlanet.html). */
export function RulingPlanetPage() {
  return (
    <ChartPage title="Ruling Planet">{({ client }) => <RulingPlanetSections client={client} />}</ChartPage>
  );
}
