/**
 * One Options Theory judgement (domain §17, decisions.md): the chart of the moment and place with the
 * astrologer's settings, the four ruling lords valued by the engine, and the calculation profile shown with
 * the result. The digit-sum variant of the engine stays off (decisions.md `digitSumFirst: false`).
 */
import { computeChart, computeOptionsChoice, type OptionRow } from '@kpdesk/astro/engine';
import type { EffectiveSettings, OptionResult, QuickOptions, QuickOptionsAnswer } from '@kpdesk/contract';
import { toEngineSettings } from './cast-chart.js';
import { toChartProfile } from './profile.js';

/** The moment, place and number of options of a judgement. */
export type Judgement = Pick<
  QuickOptions,
  'optionsCount' | 'date' | 'time' | 'timezone' | 'latitude' | 'longitude'
>;

function rowOf(rows: readonly OptionRow[], name: OptionRow['row']): OptionRow {
  const row = rows.find((r) => r.row === name);
  if (!row) throw new Error(`options row ${name} missing`);
  return row;
}

/** Computes the chosen option of a judgement with the astrologer's settings. */
export function computeJudgement(
  judgement: Judgement,
  settings: EffectiveSettings,
  ephePath: string | null,
): OptionResult {
  const chart = computeChart({
    date: judgement.date,
    time: judgement.time,
    utcOffsetHours: judgement.timezone,
    place: { latitude: judgement.latitude, longitude: judgement.longitude },
    settings: toEngineSettings(settings, ephePath),
  });
  const choice = computeOptionsChoice(
    chart.ascendant.longitude,
    chart.bodies,
    chart.day.dayLord,
    judgement.optionsCount,
  );
  const ascendant = rowOf(choice.rows, 'Ascendant');
  const moonStar = rowOf(choice.rows, 'Moon Star');
  const moonSign = rowOf(choice.rows, 'Moon Sign');
  const day = rowOf(choice.rows, 'Day');
  return {
    result: choice.choice,
    ascendantLord: ascendant.lord,
    ascendantRetro: ascendant.isRetro,
    ascendantValue: ascendant.value,
    moonStarLord: moonStar.lord,
    moonStarRetro: moonStar.isRetro,
    moonStarValue: moonStar.value,
    moonSignLord: moonSign.lord,
    moonSignRetro: moonSign.isRetro,
    moonSignValue: moonSign.value,
    dayLord: day.lord,
    dayRetro: day.isRetro,
    dayValue: day.value,
    total: choice.total,
    profile: toChartProfile(chart, settings.chartType),
  };
}

/**
 * POST /chart/options: the chosen option of the moment and place asked, with the astrologer's effective
 * settings (ephePath: null = Moshier), and the question's moment and place echoed. Nothing is stored.
 */
export function answerQuickOptions(
  input: QuickOptions,
  settings: EffectiveSettings,
  ephePath: string | null,
): QuickOptionsAnswer {
  const { optionsCount, date, time, timezone, place, latitude, longitude } = input;
  const result = computeJudgement(input, settings, ephePath);
  return { ...result, optionsCount, date, time, timezone, place, latitude, longitude };
}
