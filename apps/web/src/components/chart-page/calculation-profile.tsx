import type { CalculationProfileData } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { chartsApi } from '../../api/charts';
import { useChartQuery } from './chart-query';

function ayanamsaText(p: CalculationProfileData, t: TFunction): string {
  const ayanamsa = { name: t(p.ayanamsaName, { defaultValue: p.ayanamsaName }), degree: p.ayanamsaDegree };
  if (p.correction === 0) return t('Ayanamsa {{name}} {{degree}} (no correction)', ayanamsa);
  const correction = `${p.correction > 0 ? '+' : '−'}${Math.abs(p.correction).toFixed(4)}°`;
  return t('Ayanamsa {{name}} {{degree}} (correction {{correction}})', { ...ayanamsa, correction });
}

/**
 * The calculation profile in one line, so that two programs' answers can be compared: ayanamsa name and
 * value (correction included) with the correction, node, house system and any fallback, dasha year,
 * ephemeris and the birth moment in UT; each part a phrase of `t`'s language, numbers as the server gives.
 */
export function describeProfile(p: CalculationProfileData, t: TFunction): string {
  // The house system is always Placidus; Porphyry answers only where Placidus has no solution.
  const houses =
    p.houseSystemUsed === p.houseSystem
      ? t('Placidus houses')
      : t('Porphyry houses (Placidus has no solution here)');
  return [
    ayanamsaText(p, t),
    p.nodeType === 'mean' ? t('Mean node') : t('True node'),
    houses,
    t('Dasha year {{days}} days', { days: p.dashaYearDays }),
    t('{{ephemeris}} ephemeris', { ephemeris: t(p.ephemeris, { defaultValue: p.ephemeris }) }),
    t('UT {{moment}}', { moment: p.universalTime }),
  ].join(' · ');
}

/** The profile in words with its warnings, named "Calculation profile" for screen readers and tests. */
export function CalculationProfileText({
  profile,
  className,
}: {
  profile: CalculationProfileData;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <p className={className} aria-label={t('Calculation profile')}>
      {describeProfile(profile, t)}
      {profile.warnings.map((warning) => (
        <span key={warning} className="d-block text-warning-emphasis">
          ⚠ {warning}
        </span>
      ))}
    </p>
  );
}

/** The profile line of a chart page; shown on screen and in print. Silent while loading or on failure. */
export function CalculationProfileLine({ runningId }: { runningId: number }) {
  const profile = useChartQuery('profile', runningId, () => chartsApi.profile(runningId));
  if (!profile.data) return null;
  return (
    <CalculationProfileText
      profile={profile.data}
      className="small text-body-secondary mb-2 calculation-profile"
    />
  );
}
