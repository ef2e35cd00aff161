/**
 * POST /chart/dateintervalsearch: every sign, star and sub lord change of the cusps and planets in a window,
 * from the engine's root-finding (`searchLordChanges`, exact to well under a second) tabulated to the second
 * (`buildIntervalTable`). At the profile place with the astrologer's settings, or with runningId at the
 * client's birth place and zone with the client's settings.
 */
import { buildIntervalTable, resolveSettings, searchLordChanges, type LordCell } from '@kpdesk/astro';
import {
  lordCellLayout,
  resolveEffectiveSettings,
  TRANSIT_CHART_NO_PLACE_MESSAGE,
  TRANSIT_MESSAGES,
  TRANSIT_NO_PLACE_CODE,
  type EffectiveSettings,
  type IntervalSearchKind,
  type IntervalSearchRequest,
  type IntervalSearchResult,
  type LocalDateTime,
} from '@kpdesk/contract';
import { findAstrologerSettings } from '../../db/settings.js';
import { badRequest } from '../../errors.js';
import type { TransitPlace } from '../charts/chart-cache.js';
import { loadClientChart, loadProfilePlace, type ChartDeps } from '../charts/chart-loader.js';
import { toEngineSettings } from '../charts/client-chart.js';
import { formatLocalDateTime } from '../charts/dates.js';
import { localMomentOfMs, splitMoment, toJulianDay } from './moments.js';

/** Where and with which settings a search runs. */
interface SearchSite {
  place: TransitPlace;
  settings: EffectiveSettings;
}

async function loadSite(deps: ChartDeps, astrologerId: number, runningId?: number): Promise<SearchSite> {
  if (runningId !== undefined) {
    const { client, settings } = await loadClientChart(deps, astrologerId, runningId);
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
): [LocalDateTime, LocalDateTime] {
  const now = localMomentOfMs(nowMs, timezone);
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

/** Runs the search of one request. */
export async function searchIntervals(
  deps: ChartDeps,
  astrologerId: number,
  body: IntervalSearchRequest,
): Promise<IntervalSearchResult> {
  const { place, settings } = await loadSite(deps, astrologerId, body.runningId);
  const [start, end] =
    body.startDate !== undefined && body.endDate !== undefined
      ? [
          splitMoment(body.startDate, TRANSIT_MESSAGES.startDateInvalid),
          splitMoment(body.endDate, TRANSIT_MESSAGES.endDateInvalid),
        ]
      : defaultWindow(deps.clock.now(), place.timezone, body.search);
  const startJd = toJulianDay(start, place.timezone);
  const endJd = toJulianDay(end, place.timezone);
  const search = searchLordChanges(
    startJd,
    endJd,
    place,
    resolveSettings(toEngineSettings(settings, deps.ephePath)),
    {
      cusps: body.search !== 'planet',
      bodies: body.search !== 'cuspal',
    },
  );
  const table = buildIntervalTable(search);
  const index = createCellIndex();
  const cuspalList = table.cuspalList.map(index.toRow);
  const planetList = table.planetList.map(index.toRow);
  return {
    startDate: `${start.date} ${start.time}`,
    endDate: `${end.date} ${end.time}`,
    search: body.search,
    ...place,
    dateList: table.dateList.map((jd) => formatLocalDateTime(jd, place.timezone)),
    lordCells: index.cells,
    cuspalNameList: table.cuspalNameList,
    cuspalList,
    cuspalSpanList: table.cuspalSpanList,
    planetNameList: table.planetNameList,
    planetList,
    planetSpanList: table.planetSpanList,
    planetStarSpanList: table.planetStarSpanList,
    planetRetroList: table.planetRetroList,
  };
}
