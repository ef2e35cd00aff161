import type { PlanetSchedule } from '@kpdesk/contract';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { chartsApi } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { useUrlParam } from '../chart-page/url-param';
import { DashaChainPanel } from './dasha-chain-panel';
import { DashaSubPeriods } from './dasha-sub-periods';
import { PeriodGrid, periodChoiceText, type DateText } from './period-grid';
import { useIsRunning, type IsRunning } from './running-marks';

export type { DateText } from './period-grid';

function Summary({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const schedule = useChartQuery('planetschedule', runningId, () => chartsApi.schedule(runningId));
  const isRunning = useIsRunning(runningId);
  const { t } = useTranslation();
  return (
    <QueryView query={schedule} loadingText={t('Loading - Dasha Bhukti Andharam')}>
      {(data) => (
        <PeriodGrid
          dateText={dateText}
          isRunning={isRunning}
          tables={data.dashas.map((d) => ({
            caption: t('{{dasha}} Dasha: {{start}} to {{end}}', {
              dasha: t(d.lord, { defaultValue: d.lord }),
              start: dateText(d.start),
              end: dateText(d.end),
            }),
            levelName: 'Bhukti',
            periods: d.bhuktis,
            isCurrent: isRunning(d),
          }))}
        />
      )}
    </QueryView>
  );
}

/** One dasha's bhukti tables, each with its andharams. */
function DrilldownTables({
  runningId,
  dashaIndex,
  dateText,
  isRunning,
  isOpening,
}: {
  runningId: number;
  dashaIndex: number;
  dateText: DateText;
  isRunning: IsRunning;
  /** The drilldown just opened on the running dasha (no dasha chosen yet). */
  isOpening: boolean;
}) {
  const drilldown = useChartQuery(`drilldown${dashaIndex}`, runningId, () =>
    chartsApi.drilldown(runningId, dashaIndex),
  );
  const { t } = useTranslation();
  return (
    <QueryView query={drilldown} loadingText={t('Loading - Dasha Bhukti Andharam')}>
      {(data) => (
        <PeriodGrid
          dateText={dateText}
          isRunning={isRunning}
          isCurrentBroughtIntoView={isOpening}
          tables={data.bhuktis.map((b) => ({
            caption: t('{{dasha}} Dasha, {{bhukti}} Bhukti: {{start}} to {{end}}', {
              dasha: t(data.dasha.lord, { defaultValue: data.dasha.lord }),
              bhukti: t(b.lord, { defaultValue: b.lord }),
              start: dateText(b.start),
              end: dateText(b.end),
            }),
            levelName: 'Andharam',
            periods: b.antaras,
            isCurrent: isRunning(data.dasha) && isRunning(b),
          }))}
        />
      )}
    </QueryView>
  );
}

/** The dasha the drilldown opens on: the running one, else the first (a schedule wholly past or to come). */
function openingDashaOf(schedule: PlanetSchedule, isRunning: IsRunning): number {
  return Math.max(0, schedule.dashas.findIndex(isRunning));
}

function DashaChoice({
  schedule,
  dashaIndex,
  dateText,
  isRunning,
  onChoose,
}: {
  schedule: PlanetSchedule | undefined;
  dashaIndex: number;
  dateText: DateText;
  isRunning: IsRunning;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Group controlId="drilldown-dasha" className="mb-3 screen-only" style={{ maxWidth: 360 }}>
      <Form.Label>{t('Dasha')}</Form.Label>
      <Form.Select value={dashaIndex} onChange={(e) => onChoose(Number(e.target.value))}>
        {(schedule?.dashas ?? []).map((d, i) => (
          <option key={`${d.lord}${d.start}`} value={i}>
            {periodChoiceText(t, d, dateText, isRunning(d))}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** A dasha index 0..8 from the address, else null. */
export function dashaIndexOf(text: string | null): number | null {
  if (text === null || !/^[0-8]$/.test(text)) return null;
  return Number(text);
}

/** The dasha the astrologer chose in the drilldown, kept in the address (`?dasha=`) so a reload keeps it. */
function useChosenDasha(): [number | null, (index: number) => void] {
  const [asked, setAsked] = useUrlParam('dasha');
  return [dashaIndexOf(asked), (index) => setAsked(String(index))];
}

function Drilldown({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const schedule = useChartQuery('planetschedule', runningId, () => chartsApi.schedule(runningId));
  const isRunning = useIsRunning(runningId);
  const [chosen, choose] = useChosenDasha();
  const { t } = useTranslation();
  return (
    <QueryView query={schedule} loadingText={t('Loading - Dasha Bhukti Andharam')}>
      {(data) => {
        // Until the astrologer picks a dasha, the drilldown follows the running one.
        const dashaIndex = chosen ?? openingDashaOf(data, isRunning);
        return (
          <>
            <DashaChoice
              schedule={data}
              dashaIndex={dashaIndex}
              dateText={dateText}
              isRunning={isRunning}
              onChoose={choose}
            />
            <DrilldownTables
              runningId={runningId}
              dashaIndex={dashaIndex}
              isOpening={chosen === null}
              dateText={dateText}
              isRunning={isRunning}
            />
          </>
        );
      }}
    </QueryView>
  );
}

/** The schedule's three views, widest first, with the words of their buttons and headings. */
const VIEWS = [
  { key: 'summary', button: 'Summary', heading: 'Dasha Bhukti Andharam (summary)' },
  { key: 'drilldown', button: 'Drilldown view', heading: 'Dasha Bhukti Andharam (drilldown)' },
  {
    key: 'subperiods',
    button: 'Sookshma and prana',
    heading: 'Dasha Bhukti Andharam (sookshma and prana)',
  },
] as const;
type View = (typeof VIEWS)[number]['key'];

function ViewButtons({ view, onView }: { view: View; onView: (view: View) => void }) {
  const { t } = useTranslation();
  return (
    // Separate buttons, not a joined group: at 375 px the three wrap onto two lines.
    <div role="group" aria-label={t('Schedule view')} className="screen-only d-flex flex-wrap gap-1">
      {VIEWS.map((v) => (
        <Button
          key={v.key}
          size="sm"
          variant={v.key === view ? 'secondary' : 'outline-secondary'}
          aria-pressed={v.key === view}
          onClick={() => onView(v.key)}
        >
          {t(v.button)}
        </Button>
      ))}
    </div>
  );
}

function ScheduleView({ view, runningId, dateText }: { view: View; runningId: number; dateText: DateText }) {
  if (view === 'drilldown') return <Drilldown runningId={runningId} dateText={dateText} />;
  if (view === 'subperiods') return <DashaSubPeriods runningId={runningId} dateText={dateText} />;
  return <Summary runningId={runningId} dateText={dateText} />;
}

/**
 * The Dasha Bhukti Andharam schedule (chart-screens spec, DBA): the balance of the birth dasha and
 * the five periods running now, then the summary of nine dashas with their bhuktis, the drilldown of one
 * dasha's bhuktis and andharams, or one andharam's sookshmas and pranas, chosen by the view buttons. The
 * periods running now are marked, and each drilldown opens on the running period. The view and the choices
 * are kept in the address (`?dashaView=`, `?dasha=`, `?antara=`), so a reload shows what was read.
 */
export function DashaSchedule({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const [asked, setAsked] = useUrlParam('dashaView');
  const view: View = VIEWS.find((v) => v.key === asked)?.key ?? 'summary';
  const setView = (chosen: View) => setAsked(chosen);
  const { t } = useTranslation();
  const heading = VIEWS.find((v) => v.key === view)?.heading ?? VIEWS[0].heading;
  return (
    <section aria-label={t('Dasha Bhukti Andharam')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h6 mb-0">{t(heading)}</h2>
        <ViewButtons view={view} onView={setView} />
      </div>
      <DashaChainPanel runningId={runningId} />
      <ScheduleView view={view} runningId={runningId} dateText={dateText} />
    </section>
  );
}
