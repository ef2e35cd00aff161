/**
 * POST /chart/dateintervalsearch: every sign, star and sub lord change of the cusps and planets in a window,
 * from the engine's root-finding (`searchLordChanges`, exact to well under a second) tabulated to the second
 * (`buildIntervalTable`). At the profile place with the astrologer's settings, or with runningId at the
 * client's birth place and zone with the client's settings.
 */
import {
  formatLocalDateTime,
  toEngineSettings,
  toJulianDay,
  toJulianDayFromMs,
  toLocalMoment,
  type TransitPlace,
} from '@kpdesk/chart-answers';
import { buildIntervalTable, resolveSettings, type LordCell } from '@kpdesk/astro';
import {
  lordCellLayout,
  resolveEffectiveSettings,
  formatMoment,
  TRANSIT_CHART_NO_PLACE_MESSAGE,
  TRANSIT_NO_PLACE_CODE,
  type EffectiveSettings,
  type IntervalSearchKind,
  type IntervalSearchRequest,
  type IntervalSearchResult,
  type LocalMoment,
} from '@kpdesk/contract';
import { findAstrologerSettings } from '../../db/settings.js';
import { badRequest } from '../../errors.js';
import { loadChartInputs } from '../chart-core/chart-inputs.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { loadProfilePlace } from '../chart-core/transit-charts.js';

/** Where and with which settings a search runs. */
interface SearchSite {
  place: TransitPlace;
  settings: EffectiveSettings;
}

async function loadSite(deps: ChartDeps, astrologerId: number, runningId?: number): Promise<SearchSite> {
  if (runningId !== undefined) {
    const { client, settings } = await loadChartInputs(deps, astrologerId, runningId);
    const place = {
      city: client.birth_city,
      latitude: client.birth_latitude,
      longitude: client.birth_longitude,
      timezone: client.birth_timezone,
    };
    return { place, settings };
  }
  const place = await loadProfilePlace(deps, astrologerId);
  if (!place) throw badRequest(TRANSIT_CHART_NO_PLACE_MESSAGE, TRANSIT_NO_PLACE_CODE);
  const settings = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
  return { place, settings };
}

/** The window without dates: the current local hour for cusps (about 125 rows), the current day otherwise. */
function defaultWindow(
  nowMs: number,
  timezone: number,
  search: IntervalSearchKind,
): [LocalMoment, LocalMoment] {
  const now = toLocalMoment(toJulianDayFromMs(nowMs), timezone);
  if (search === 'planet')
    return [
      { date: now.date, time: '00:00:00' },
      { date: now.date, time: '23:59:59' },
    ];
  const hour = now.time.slice(0, 2);
  return [
    { date: now.date, time: `${hour}:00:00` },
    { date: now.date, time: `${hour}:59:59` },
  ];
}

/**
 * Lord cells numbered in order of first use: each distinct cell goes on the wire once. The engine gives one
 * cell object per KP row, so cells are indexed by identity.
 */
function createCellIndex() {
  const indexes = new Map<LordCell, number>();
  const cells: ReturnType<typeof lordCellLayout.write>[] = [];
  const indexOf = (cell: LordCell): number => {
    let index = indexes.get(cell);
    if (index === undefined) {
      index = cells.length;
      indexes.set(cell, index);
      cells.push(lordCellLayout.write({ ...cell }));
    }
    return index;
  };
  return { cells, toRow: (row: readonly LordCell[]) => row.map(indexOf) };
}

/** The window searched: the request's, or the default one of the search at the place's clock. */
function windowOf(
  deps: ChartDeps,
  place: TransitPlace,
  body: IntervalSearchRequest,
): [LocalMoment, LocalMoment] {
  if (body.startDate && body.endDate) return [body.startDate, body.endDate];
  return defaultWindow(deps.clock.now(), place.timezone, body.search);
}

/** Runs the search of one request. */
export async function searchIntervals(
  deps: ChartDeps,
  astrologerId: number,
  body: IntervalSearchRequest,
): Promise<IntervalSearchResult> {
  deps.work.admit(astrologerId);
  const { place, settings } = await loadSite(deps, astrologerId, body.runningId);
  const [start, end] = windowOf(deps, place, body);
  const search = await deps.work.run(
    'lordChanges',
    {
      start: toJulianDay(start, place.timezone),
      end: toJulianDay(end, place.timezone),
      place: { latitude: place.latitude, longitude: place.longitude },
      settings: resolveSettings(toEngineSettings(settings, deps.ephePath)),
      which: { cusps: body.search !== 'planet', bodies: body.search !== 'cuspal' },
    },
    astrologerId,
  );
  const table = buildIntervalTable(search);
  const index = createCellIndex();
  // Rows are numbered before lordCells is read, so every cell the lists point to is on the wire.
  const cuspalList = table.cuspalList.map(index.toRow);
  const planetList = table.planetList.map(index.toRow);
  return {
    ...table,
    startDate: formatMoment(start),
    endDate: formatMoment(end),
    search: body.search,
    ...place,
    dateList: table.dateList.map((jd) => formatLocalDateTime(jd, place.timezone)),
    lordCells: index.cells,
    cuspalList,
    planetList,
  };
}
