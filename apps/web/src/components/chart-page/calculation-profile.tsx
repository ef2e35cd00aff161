import type { CalculationProfileData } from '@kpdesk/contract';
import { chartsApi } from '../../api/charts';
import { useChartQuery } from './chart-query';

function correctionText(degrees: number): string {
  if (degrees === 0) return 'no correction';
  return `correction ${degrees > 0 ? '+' : '−'}${Math.abs(degrees).toFixed(4)}°`;
}

/**
 * The calculation profile in one line, so that two programs' answers can be compared: ayanamsa name and
 * value (correction included) with the correction, node, house system and any fallback, dasha year,
 * ephemeris and the birth moment in UT.
 */
export function describeProfile(p: CalculationProfileData): string {
  const houses =
    p.houseSystemUsed === p.houseSystem
      ? `${p.houseSystem} houses`
      : `${p.houseSystemUsed} houses (${p.houseSystem} has no solution here)`;
  return [
    `Ayanamsa ${p.ayanamsaName} ${p.ayanamsaDegree} (${correctionText(p.correction)})`,
    `${p.nodeType === 'mean' ? 'Mean' : 'True'} node`,
    houses,
    `Dasha year ${p.dashaYearDays} days`,
    `${p.ephemeris} ephemeris`,
    `UT ${p.universalTime}`,
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
  return (
    <p className={className} aria-label="Calculation profile">
      {describeProfile(profile)}
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
