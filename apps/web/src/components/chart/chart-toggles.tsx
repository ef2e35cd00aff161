import { useTranslation } from 'react-i18next';
import type { BirthChartType } from '@kpdesk/contract';
import {
  applicableToggles,
  type ChartToggleName,
  type ChartToggleSet,
  type ChartToggleState,
} from './chart-toggles-rules.js';

const TOGGLE_WORDS: Record<ChartToggleName, string> = {
  showDegree: 'Degree',
  showCuspal: 'Cuspal',
  showHouse: 'House',
  showPlanet: 'Planet',
};

interface ChartTogglesProps {
  chartType: BirthChartType;
  toggles: ChartToggleState;
  /** Which toggles the panel offers (default by style). */
  toggleSet?: ChartToggleSet;
  onChange: (next: ChartToggleState) => void;
}

/**
 * The chart's toggle buttons, only those that the panel offers for the style: "Show Degree" while the degree is
 * hidden and "Hide Degree" while it is shown (likewise Cuspal, House, Planet); aria-pressed is true when shown.
 */
export function ChartToggles({ chartType, toggles, toggleSet, onChange }: ChartTogglesProps) {
  const { t } = useTranslation();
  return (
    <div className="btn-group btn-group-sm flex-wrap" role="group" aria-label={t('Chart display')}>
      {applicableToggles(chartType, toggleSet).map((name) => {
        const isShown = toggles[name];
        return (
          <button
            key={name}
            type="button"
            className={`btn ${isShown ? 'btn-secondary' : 'btn-outline-secondary'}`}
            aria-pressed={isShown}
            onClick={() => onChange({ ...toggles, [name]: !isShown })}
          >
            {t(`${isShown ? 'Hide' : 'Show'} ${TOGGLE_WORDS[name]}`)}
          </button>
        );
      })}
    </div>
  );
}
