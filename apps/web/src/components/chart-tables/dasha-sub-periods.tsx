import type { ChainPeriod, DashaDrilldown, PlanetSchedule, SchedulePeriod } from '@kpdesk/contract';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { chartsApi } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { useUrlParam } from '../chart-page/url-param';
import { isInChain, useMomentText, useRunningChain } from './dasha-chain-panel';
import { PeriodGrid, periodChoiceText, type DateText } from './period-grid';

/** An antara by its indices in the schedule: its dasha (0..8 from the birth one), bhukti and antara. */
interface AntaraPath {
  dasha: number;
  bhukti: number;
  antara: number;
}

/** The index of the chain's period among `periods`, else 0 (nothing of the list runs now). */
function runningIndexOf(periods: readonly SchedulePeriod[], chain: readonly ChainPeriod[]): number {
  return Math.max(
    0,
    periods.findIndex((p) => isInChain(chain, p)),
  );
}

/** A choice of a period among its level's: `label` is the level's English name, the key of its words. */
function PeriodChoice({
  label,
  periods,
  value,
  dateText,
  chain,
  onChoose,
}: {
  label: string;
  periods: readonly SchedulePeriod[];
  value: number;
  dateText: DateText;
  chain: readonly ChainPeriod[];
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Col xs={12} md={4}>
      <Form.Group controlId={`subperiods-${label.toLowerCase()}`}>
        <Form.Label>{t(label)}</Form.Label>
        <Form.Select value={value} onChange={(e) => onChoose(Number(e.target.value))}>
          {periods.map((p, i) => (
            <option key={`${p.lord}${p.start}`} value={i}>
              {periodChoiceText(t, p, dateText, isInChain(chain, p))}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}

/** The nine sookshma tables of the chosen antara, each listing its nine pranas to the second. */
function SookshmaTables({
  runningId,
  path,
  chain,
}: {
  runningId: number;
  path: AntaraPath;
  chain: readonly ChainPeriod[];
}) {
  const momentText = useMomentText(runningId);
  const key = `subperiods${path.dasha}-${path.bhukti}-${path.antara}`;
  const sub = useChartQuery(key, runningId, () =>
    chartsApi.subPeriods(runningId, path.dasha, path.bhukti, path.antara),
  );
  const isRunning = (p: SchedulePeriod) => isInChain(chain, p);
  const { t } = useTranslation();
  const lordOf = (period: SchedulePeriod) => t(period.lord, { defaultValue: period.lord });
  return (
    <QueryView query={sub} loadingText={t('Loading - Sookshma and Prana')}>
      {(data) => (
        <PeriodGrid
          hasTimes
          dateText={momentText}
          isRunning={isRunning}
          tables={data.sookshmas.map((s) => ({
            caption: t(
              '{{dasha}} Dasha, {{bhukti}} Bhukti, {{antara}} Andharam, {{sookshma}} Sookshma: {{start}} to {{end}}',
              {
                dasha: lordOf(data.dasha),
                bhukti: lordOf(data.bhukti),
                antara: lordOf(data.antara),
                sookshma: lordOf(s),
                start: momentText(s.start),
                end: momentText(s.end),
              },
            ),
            levelName: 'Prana',
            periods: s.pranas,
            isCurrent: isRunning(s),
          }))}
        />
      )}
    </QueryView>
  );
}

/** The three choices of the antara and its tables, once the chosen dasha's drilldown is loaded. */
function AntaraChoices({
  runningId,
  schedule,
  drilldown,
  path,
  dateText,
  chain,
  onChoose,
}: {
  runningId: number;
  schedule: PlanetSchedule;
  drilldown: DashaDrilldown;
  path: AntaraPath;
  dateText: DateText;
  chain: readonly ChainPeriod[];
  onChoose: (path: AntaraPath) => void;
}) {
  const antaras = drilldown.bhuktis[path.bhukti]?.antaras ?? [];
  return (
    <>
      <Row className="g-2 mb-3 screen-only">
        <PeriodChoice
          label="Dasha"
          periods={schedule.dashas}
          value={path.dasha}
          dateText={dateText}
          chain={chain}
          onChoose={(dasha) => onChoose({ dasha, bhukti: 0, antara: 0 })}
        />
        <PeriodChoice
          label="Bhukti"
          periods={drilldown.bhuktis}
          value={path.bhukti}
          dateText={dateText}
          chain={chain}
          onChoose={(bhukti) => onChoose({ ...path, bhukti, antara: 0 })}
        />
        <PeriodChoice
          label="Andharam"
          periods={antaras}
          value={path.antara}
          dateText={dateText}
          chain={chain}
          onChoose={(antara) => onChoose({ ...path, antara })}
        />
      </Row>
      <SookshmaTables runningId={runningId} path={path} chain={chain} />
    </>
  );
}

/** The chosen dasha, bhukti and antara as the address keeps them: '2.3.0' (indexes 0..8), else null. */
export function antaraPathOf(text: string | null): AntaraPath | null {
  const match = /^([0-8])\.([0-8])\.([0-8])$/.exec(text ?? '');
  if (!match) return null;
  return { dasha: Number(match[1]), bhukti: Number(match[2]), antara: Number(match[3]) };
}

function useChosenAntara(): [AntaraPath | null, (path: AntaraPath) => void] {
  const [asked, setAsked] = useUrlParam('antara');
  return [antaraPathOf(asked), (path) => setAsked(`${path.dasha}.${path.bhukti}.${path.antara}`)];
}

/**
 * The schedule below an antara: choose a dasha, bhukti and andharam (it opens on the running ones)
 * and read its nine sookshmas, each with its nine pranas, to the second. The running chain (from the server's
 * chain of now) is marked by words, a symbol and `aria-current`.
 */
export function DashaSubPeriods({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const schedule = useChartQuery('planetschedule', runningId, () => chartsApi.schedule(runningId));
  const chain = useRunningChain(runningId).data?.chain ?? [];
  const [chosen, choose] = useChosenAntara();
  const dasha = chosen?.dasha ?? runningIndexOf(schedule.data?.dashas ?? [], chain);
  const drilldown = useChartQuery(`drilldown${dasha}`, runningId, () =>
    chartsApi.drilldown(runningId, dasha),
  );
  const { t } = useTranslation();
  const loadingText = t('Loading - Dasha Bhukti Andharam');
  return (
    <QueryView query={schedule} loadingText={loadingText}>
      {(data) => (
        <QueryView query={drilldown} loadingText={loadingText}>
          {(bhuktis) => {
            // Until the astrologer picks, the choices follow the running bhukti and andharam.
            const bhukti = chosen?.bhukti ?? runningIndexOf(bhuktis.bhuktis, chain);
            const antaras = bhuktis.bhuktis[bhukti]?.antaras ?? [];
            const path = chosen ?? { dasha, bhukti, antara: runningIndexOf(antaras, chain) };
            return (
              <AntaraChoices
                runningId={runningId}
                schedule={data}
                drilldown={bhuktis}
                path={path}
                dateText={dateText}
                chain={chain}
                onChoose={choose}
              />
            );
          }}
        </QueryView>
      )}
    </QueryView>
  );
}
