import {
  DEFAULT_DATE_FORMAT,
  formatDate,
  type RunningPeriod,
  type SchedulePeriod,
  type SharedSections,
} from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { PeriodGrid, type DateText } from '../../components/chart-tables/period-grid';

/** The dasha section as the server sends it. */
type SharedDasha = NonNullable<SharedSections['dasha']>;

/** Schedule dates by their first 10 characters in the product's date format (spec §3). */
const dateText: DateText = (moment) => formatDate(moment.slice(0, 10), DEFAULT_DATE_FORMAT);

/**
 * Whether a schedule period is the running one of its level: the server names the running periods on its own
 * clock, so the page compares lord and start rather than reading the reader's clock against the birth zone.
 */
const isSame = (running: RunningPeriod) => (period: SchedulePeriod) =>
  running.name === period.lord &&
  running.start !== null &&
  running.start.slice(0, 10) === period.start.slice(0, 10);

const LEVELS = [
  ['Dasha', 'dasha'],
  ['Bhukti', 'bhukti'],
  ['Andharam', 'antara'],
] as const;

/** The periods running when the link was read: lord, start, end and what is left. */
function RunningChain({ running }: { running: SharedDasha['running'] }) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? dateText(value) : '');
  return (
    <ChartTable caption="Running periods" columns={['Period', 'Planet', 'Start', 'End', 'Balance']}>
      {LEVELS.map(([label, level]) => (
        <tr key={level}>
          <th scope="row">{t(label)}</th>
          <td>{t(running[level].name ?? '', { defaultValue: running[level].name ?? '' })}</td>
          <td className="text-nowrap">{date(running[level].start)}</td>
          <td className="text-nowrap">{date(running[level].end)}</td>
          <td>{running[level].balance ?? ''}</td>
        </tr>
      ))}
    </ChartTable>
  );
}

/**
 * The dasha section: the running dasha, bhukti and antara, then the nine dashas with their bhuktis in the
 * chart pages' period tables, the running ones marked in words as there.
 */
export function SharedDashaSection({ dasha }: { dasha: SharedDasha }) {
  const { t } = useTranslation();
  const isRunningDasha = isSame(dasha.running.dasha);
  return (
    <>
      <RunningChain running={dasha.running} />
      <h3 className="h6 mt-3">{t('Dasha Bhukti schedule')}</h3>
      <PeriodGrid
        dateText={dateText}
        isRunning={isSame(dasha.running.bhukti)}
        tables={dasha.schedule.dashas.map((d) => ({
          caption: t('{{lord}} Dasha: {{start}} to {{end}}', {
            lord: t(d.lord),
            start: dateText(d.start),
            end: dateText(d.end),
          }),
          levelName: 'Bhukti',
          periods: d.bhuktis,
          isCurrent: isRunningDasha(d),
        }))}
      />
    </>
  );
}
