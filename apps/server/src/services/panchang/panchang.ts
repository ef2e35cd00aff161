/**
 * The panchang services: a day and a month at a place, cast with the astrologer's settings (ayanamsa and its
 * correction, node, Sunrise), so the panchang, the muhurta finder and the ruling planets' day lord agree.
 */
import { toEngineSettings } from '@kpdesk/chart-answers';
import { computePanchangDay } from '@kpdesk/astro';
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
import { toPanchangDayData, toPanchangMonthData } from './panchang-answers.js';

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
  const settings = await astrologerSettingsOf(deps, astrologerId);
  const day = computePanchangDay({
    date: request.date,
    utcOffsetHours: request.timezone,
    place: { latitude: request.latitude, longitude: request.longitude },
    settings: toEngineSettings(settings, deps.ephePath),
  });
  return toPanchangDayData(day, request.place);
}

/** POST /panchang/month. */
export async function getPanchangMonth(
  deps: ChartDeps,
  astrologerId: number,
  request: PanchangMonthRequest,
): Promise<PanchangMonthData> {
  deps.work.admit(astrologerId);
  const settings = await astrologerSettingsOf(deps, astrologerId);
  const input = {
    year: request.year,
    month: request.month,
    utcOffsetHours: request.timezone,
    place: { latitude: request.latitude, longitude: request.longitude },
    settings: toEngineSettings(settings, deps.ephePath),
  };
  const month = await deps.work.run('panchangMonth', input, astrologerId);
  return toPanchangMonthData(month);
}
