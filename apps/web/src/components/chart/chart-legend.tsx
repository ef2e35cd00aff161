import { useTranslation } from 'react-i18next';

/** The legend texts of the Natal Chart panel, verbatim from the spec. */
export const CHART_LEGEND = [
  '(R) retro planet',
  '@ planets in self star',
  '* planet is not acting as star lord of any planet',
] as const;

/** The legend shown under a chart drawing. */
export function ChartLegend() {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled small mb-0" aria-label={t('Chart legend')}>
      {CHART_LEGEND.map((text) => (
        <li key={text}>{t(text)}</li>
      ))}
    </ul>
  );
}
