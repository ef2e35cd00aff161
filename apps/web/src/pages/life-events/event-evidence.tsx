import { DASHA_LEVEL_NAMES, nameOf } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import type { LifeEventPeriod, LifeEventPromise } from '../../api/life-events';
import { ChartTable } from '../../components/chart-tables/chart-table';

/** The key of each period level's words: the domain's level name, translated with the astrological names. */
const levelWord = (level: LifeEventPeriod['level']) => nameOf(DASHA_LEVEL_NAMES, level, 'en');

/** A category value as read: '+2', '0', '-1'. */
export function signedValue(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The tint that repeats what the category's words say (the words are always there). */
function toneOf(value: number | null): string {
  if (value === null || value === 0) return '';
  return value > 0 ? 'text-success-emphasis' : 'text-danger-emphasis';
}

/** A category in words, tinted; "not scored" for the sookshma. */
export function CategoryWords({ category, value }: { category: string | null; value: number | null }) {
  const { t } = useTranslation();
  if (category === null || value === null)
    return <span className="text-body-secondary">{t('shown, not scored')}</span>;
  return <span className={toneOf(value)}>{t(category)}</span>;
}

/** What one event's evidence shows. */
export interface EvidenceProps {
  /** The table's name, e.g. "Marriage on 12-05-1962: periods, promise and score". */
  caption: string;
  periods: readonly LifeEventPeriod[];
  promise: LifeEventPromise;
  score: number;
  /** Shows a period bound ('yyyy-MM-dd HH:mm:ss') in the astrologer's date format. */
  showMoment: (moment: string) => string;
}

/**
 * One event's evidence: the dasha, bhukti, antara and sookshma running at it with each lord's category and
 * value, the promise (the first Primary cusp's sub lord), and the score that adds them up.
 */
export function EventEvidence({ caption, periods, promise, score, showMoment }: EvidenceProps) {
  const { t } = useTranslation();
  return (
    <ChartTable
      caption={caption}
      isCaptionHidden
      className="small align-middle"
      columns={['Level', 'Lord', 'From', 'To', 'Category', 'Value']}
    >
      {periods.map((period) => (
        <tr key={period.level}>
          <th scope="row">{t(levelWord(period.level))}</th>
          <td>{t(period.lord)}</td>
          <td className="period-moment">{showMoment(period.start)}</td>
          <td className="period-moment">{showMoment(period.end)}</td>
          <td>
            <CategoryWords category={period.category} value={period.value} />
          </td>
          <td>{period.value === null ? '' : signedValue(period.value)}</td>
        </tr>
      ))}
      <tr>
        <th scope="row">{t('Promise')}</th>
        <td>{t(promise.subLord)}</td>
        <td colSpan={2}>{t('Sub lord of cusp {{cusp}}', { cusp: promise.cusp })}</td>
        <td>
          <CategoryWords category={promise.category} value={promise.value} />
        </td>
        <td>{signedValue(promise.value)}</td>
      </tr>
      <tr className="fw-semibold">
        <th scope="row" colSpan={5}>
          {t('Score (dasha + bhukti + antara + promise)')}
        </th>
        <td>{signedValue(score)}</td>
      </tr>
    </ChartTable>
  );
}
