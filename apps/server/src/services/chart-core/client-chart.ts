/**
 * A client's chart at a moment: computed once, its significators and margins on first read, and every answer
 * shaped from it kept with it.
 */
import type { EffectiveSettings, LocalMoment } from '@kpdesk/contract';
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
import type { ChartInputs } from './chart-inputs.js';
import { keepAnswer } from './kept-answers.js';

/** A client's chart with what the chart calls derive from it; the derived parts are built on first read. */
export interface ClientChart {
  /** What the chart was cast from (client, birth moment, settings, version). */
  inputs: ChartInputs;
  client: ClientRow;
  settings: EffectiveSettings;
  /** The local moment the chart is cast for: the birth moment, or an override (preview, candidate). */
  moment: LocalMoment;
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
    sunrise: settings.sunrise,
    ephePath,
  };
}

/** The engine input of a client's chart at a moment, local at the client's birth place and zone. */
export function toClientChartInput(
  client: ClientRow,
  moment: LocalMoment,
  settings: EffectiveSettings,
  ephePath: string | null,
): ChartInput {
  return {
    ...moment,
    utcOffsetHours: client.birth_timezone,
    place: { latitude: client.birth_latitude, longitude: client.birth_longitude },
    settings: toEngineSettings(settings, ephePath),
  };
}

/** Computes a client's chart now; significators and margins wait for their first reader. */
export function buildClientChart(
  inputs: ChartInputs,
  moment: LocalMoment,
  ephePath: string | null,
): ClientChart {
  const { client, settings } = inputs;
  const input = toClientChartInput(client, moment, settings, ephePath);
  const chart = computeChart(input);
  let significators: ChartSignificators | undefined;
  let margins: ChartMargins | undefined;
  const answers = new Map<string, unknown>();
  return {
    inputs,
    client,
    settings,
    moment,
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
        'sub',
        // The chart's own positions and speeds start each margin, sparing a second round of ephemeris calls.
        chart,
      ));
    },
    shaped<T>(key: string, make: () => T): T {
      if (!answers.has(key)) answers.set(key, keepAnswer(make()));
      return answers.get(key) as T;
    },
  };
}
