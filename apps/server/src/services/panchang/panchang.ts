/**
 * The panchang services: a day and a month at a place, cast with the astrologer's settings (ayanamsa and its
 * correction, node, Sunrise), so the panchang, the muhurta finder and the ruling planets' day lord agree. The
 * answers are @kpdesk/chart-answers'; the settings are read here and the month runs in a worker thread.
 */
import { answerPanchangDay, toPanchangMonthData, toPanchangMonthInput } from '@kpdesk/chart-answers';
import {
  resolveEffectiveSettings,
  type EffectiveSettings,
  type PanchangDayData,
  type PanchangDayRequest,
  type PanchangMonthData,
  type PanchangMonthRequest,
} from '@kpdesk/contract';
import { findAstrologerSettings } from '../../db/settings.js';
import type { ChartDeps, EngineDeps } from '../chart-core/chart-loader.js';

/** The astrologer's effective settings (their own, else the product's defaults). */
export async function astrologerSettingsOf(
  deps: EngineDeps,
  astrologerId: number,
): Promise<EffectiveSettings> {
  return resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
}

/** POST /panchang/day. */
export async function getPanchangDay(
  deps: EngineDeps,
  astrologerId: number,
  request: PanchangDayRequest,
): Promise<PanchangDayData> {
  return answerPanchangDay(request, await astrologerSettingsOf(deps, astrologerId), deps.ephePath);
}

/** POST /panchang/month: the month computed in a worker thread, shaped as the package shapes it. */
export async function getPanchangMonth(
  deps: ChartDeps,
  astrologerId: number,
  request: PanchangMonthRequest,
): Promise<PanchangMonthData> {
  deps.work.admit(astrologerId);
  const settings = await astrologerSettingsOf(deps, astrologerId);
  const input = toPanchangMonthInput(request, settings, deps.ephePath);
  const month = await deps.work.run('panchangMonth', input, astrologerId);
  return toPanchangMonthData(month);
}
