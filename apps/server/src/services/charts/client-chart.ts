import type { EffectiveSettings } from '@kpdesk/contract';
import {
  computeChart,
  computeChartSignificators,
  computeSubLordMargins,
  resolveSettings,
  type Chart,
  type ChartInput,
  type ChartMargins,
  type ChartSettings,
  type ChartSignificators,
} from '@kpdesk/astro';
import type { ClientRow } from '../../db/clients.js';

/** A client's chart with what the chart calls derive from it; the derived parts are built on first read. */
export interface ClientChart {
  client: ClientRow;
  settings: EffectiveSettings;
  input: ChartInput;
  chart: Chart;
  /** Every significator, aspect, conjunction and link table (domain §6–§10). */
  readonly significators: ChartSignificators;
  /** Sub-lord margins of bodies and cusps (about 500 ephemeris calls, so only for the position tables). */
  readonly margins: ChartMargins;
  /**
   * The answer named `key`, built by `make` on first call and kept with the chart: every answer that does
   * not depend on the clock is shaped once per chart.
   */
  shaped<T>(key: string, make: () => T): T;
}

/** Engine settings of a client's effective settings. */
export function toEngineSettings(
  settings: EffectiveSettings,
  ephePath: string | null,
): Partial<ChartSettings> {
  return {
    ayanamsa: settings.ayanamsa,
    correction: settings.ayanamsaCorrection,
    node: settings.nodeType,
    dashaYearDays: settings.dashaYearDays,
    ephePath,
  };
}

/** The birth moment a client's chart uses: the corrected birth time when there is one ('yyyy-MM-dd HH:mm:ss'). */
export function birthMomentOf(client: ClientRow): { date: string; time: string } {
  const corrected = client.birth_time_corrected?.trim();
  if (corrected) {
    const [date = client.dob_date, time = client.dob_time] = corrected.split(/[ T]/);
    return { date, time };
  }
  return { date: client.dob_date, time: client.dob_time };
}

/** The engine input of a client's chart. */
export function toClientChartInput(
  client: ClientRow,
  settings: EffectiveSettings,
  ephePath: string | null,
): ChartInput {
  return {
    ...birthMomentOf(client),
    utcOffsetHours: client.birth_timezone,
    place: { latitude: client.birth_latitude, longitude: client.birth_longitude },
    settings: toEngineSettings(settings, ephePath),
  };
}

/** Computes a client's chart now; significators and margins wait for their first reader. */
export function buildClientChart(
  client: ClientRow,
  settings: EffectiveSettings,
  ephePath: string | null,
): ClientChart {
  const input = toClientChartInput(client, settings, ephePath);
  const chart = computeChart(input);
  let significators: ChartSignificators | undefined;
  let margins: ChartMargins | undefined;
  const answers = new Map<string, unknown>();
  return {
    client,
    settings,
    input,
    chart,
    get significators() {
      return (significators ??= computeChartSignificators(chart));
    },
    get margins() {
      return (margins ??= computeSubLordMargins(
        chart.profile.julianDayUT,
        input.place,
        resolveSettings(input.settings),
      ));
    },
    shaped<T>(key: string, make: () => T): T {
      if (!answers.has(key)) answers.set(key, make());
      return answers.get(key) as T;
    },
  };
}
