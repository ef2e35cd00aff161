import {
  parseMoment,
  type Phrase,
  type ChainPeriod,
  type DashaBalance,
  type DashaLevel,
  type SchedulePeriod,
} from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { chartsApi } from '../../api/charts';
import { translateName } from '../../i18n/name-text';
import { useChartQuery } from '../chart-page/chart-query';
import { showMoment, useClientFormats } from './moment-display';
import { ChartTable } from './chart-table';
import { RunningSymbol } from './period-grid';

/** The level names the schedule shows (the spec's Andharam for the antara). */
export const LEVEL_NAMES: Record<DashaLevel, string> = {
  dasha: 'Dasha',
  bhukti: 'Bhukti',
  antara: 'Andharam',
  sookshma: 'Sookshma',
  prana: 'Prana',
};

/** The five periods running now on the client's birth clock and the balance at birth, from the server. */
export function useRunningChain(runningId: number) {
  return useChartQuery('dashachain-now', runningId, () => chartsApi.dashaChain(runningId, 'now'));
}

/** Whether a schedule period is one of the running chain's (the same lord, start and end). */
export function isInChain(chain: readonly ChainPeriod[], period: SchedulePeriod): boolean {
  return chain.some((c) => c.lord === period.lord && c.start === period.start && c.end === period.end);
}

/** A schedule moment 'yyyy-MM-dd HH:mm:ss' with its time, in the client's date and time formats. */
export function useMomentText(runningId: number): (moment: string) => string {
  const formats = useClientFormats(runningId);
  return (moment) => {
    const local = parseMoment(moment);
    return local ? showMoment(local, formats) : moment;
  };
}

/**
 * The words of a balance by which counts are one ("1 year" against "0 years"), each combination a phrase of
 * its own, so a language that inflects its nouns differently has each whole sentence to translate.
 */
const SPAN_PHRASES: Readonly<Record<`${boolean},${boolean},${boolean}`, Phrase>> = {
  'false,false,false': '{{years}} years {{months}} months {{days}} days',
  'false,false,true': '{{years}} years {{months}} months {{days}} day',
  'false,true,false': '{{years}} years {{months}} month {{days}} days',
  'false,true,true': '{{years}} years {{months}} month {{days}} day',
  'true,false,false': '{{years}} year {{months}} months {{days}} days',
  'true,false,true': '{{years}} year {{months}} months {{days}} day',
  'true,true,false': '{{years}} year {{months}} month {{days}} days',
  'true,true,true': '{{years}} year {{months}} month {{days}} day',
};

/** What remains of the birth dasha at birth: "12 years 3 months 5 days" (the counts the server gives). */
export function balanceSpan({ years, months, days }: DashaBalance, t: TFunction): string {
  const phrase = SPAN_PHRASES[`${years === 1},${months === 1},${days === 1}`];
  return t(phrase, { years, months, days });
}

/** "Venus Dasha balance at birth: 12 years 3 months 5 days". */
export function balanceText(balance: DashaBalance, t: TFunction): string {
  return t('{{lord}} Dasha balance at birth: {{span}}', {
    lord: t(balance.lord, { defaultValue: balance.lord }),
    span: balanceSpan(balance, t),
  });
}

/**
 * The balance of the birth dasha and the five lords running now (dasha to prana) with their bounds to the
 * second, each row marked by a symbol and the words of its caption.
 */
export function DashaChainPanel({ runningId }: { runningId: number }) {
  const chain = useRunningChain(runningId);
  const momentText = useMomentText(runningId);
  const { t } = useTranslation();
  if (!chain.data) return null;
  const { balanceAtBirth, chain: periods } = chain.data;
  return (
    <div className="mb-3">
      <p className="mb-2">{balanceText(balanceAtBirth, t)}</p>
      {periods.length > 0 ? (
        <ChartTable caption="Running now: dasha to prana" columns={['Level', 'Lord', 'Start', 'End']}>
          {periods.map((p) => (
            <tr key={p.level}>
              <th scope="row">
                <RunningSymbol />
                {t(LEVEL_NAMES[p.level])}
              </th>
              <td>{translateName(t, p.lord)}</td>
              <td className="period-moment">{momentText(p.start)}</td>
              <td className="period-moment">{momentText(p.end)}</td>
            </tr>
          ))}
        </ChartTable>
      ) : (
        <p className="text-body-secondary">
          {t('No period runs now: today lies outside the 120-year schedule.')}
        </p>
      )}
    </div>
  );
}
