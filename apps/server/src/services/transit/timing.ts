/**
 * POST /transit/timing/{runningId}: the moments, to the second, a transiting planet conjoins a
 * natal point of the client or comes under and leaves a lord's signs, stars or subs, on the client's birth
 * clock with the client's settings; each row names the dasha, bhukti and antara running at its moment.
 */
import { formatLocalDateTime, toJulianDay } from '@kpdesk/chart-answers';
import {
  findRunningPeriods,
  type Chart,
  type LordEntryInstant,
  type TransitInstant,
  type TransitSettings,
} from '@kpdesk/astro';
import type {
  NatalPoint,
  TransitTimingRequest,
  TransitTimingResult,
  TransitTimingRow,
} from '@kpdesk/contract';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';

/** The natal point's sidereal longitude, degrees: cusp N (Placidus, KP) or a natal planet. */
export function findNatalLongitude(chart: Chart, point: NatalPoint): number {
  const cusp = /^cusp(\d+)$/.exec(point);
  const found = cusp
    ? chart.cusps[Number(cusp[1]) - 1]
    : chart.bodies.find((b) => (b.name as string) === point);
  // The contract admits only cusp1..cusp12 and the nine planets, all in every chart.
  if (!found) throw new RangeError(`no natal point ${point}`);
  return found.longitude;
}

/** A row's running lords: null where the moment is outside the 120-year schedule. */
function runningLordsAt(chart: Chart, jdUT: number): Pick<TransitTimingRow, 'dasha' | 'bhukti' | 'antara'> {
  const [dasha, bhukti, antara] = findRunningPeriods(chart.dasha, jdUT, 3);
  return { dasha: dasha?.lord ?? null, bhukti: bhukti?.lord ?? null, antara: antara?.lord ?? null };
}

function toRow(
  chart: Chart,
  offset: number,
  instant: TransitInstant | LordEntryInstant,
  entry?: Pick<TransitTimingRow, 'lord' | 'level'>,
): TransitTimingRow {
  return {
    moment: formatLocalDateTime(instant.jdUT, offset),
    kind: 'kind' in instant ? instant.kind : 'conjunct',
    longitude: instant.longitude,
    retrograde: instant.isRetrograde,
    ...entry,
    ...runningLordsAt(chart, instant.jdUT),
  };
}

/** The timing rows of the client's chart; 404 when the client is not the astrologer's. */
export async function findTransitTiming(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
  request: TransitTimingRequest,
): Promise<TransitTimingResult> {
  deps.work.admit(astrologerId);
  const { chart, client, settings } = await loadClientChart(deps, astrologerId, runningId);
  const offset = client.birth_timezone;
  const t0 = toJulianDay(request.from, offset);
  const t1 = toJulianDay(request.to, offset);
  const engine: TransitSettings = {
    ayanamsa: settings.ayanamsa,
    correction: settings.ayanamsaCorrection,
    node: settings.nodeType,
    ephePath: deps.ephePath,
  };
  const { planet, lord, level, natalPoint } = request;
  if (request.kind === 'lordEntry' && lord && level) {
    const instants = await deps.work.run(
      'lordEntries',
      { planet, lord, level, t0, t1, settings: engine },
      astrologerId,
    );
    return { natalLongitude: null, rows: instants.map((i) => toRow(chart, offset, i, { lord, level })) };
  }
  // The contract requires natalPoint for a conjunction and lord and level for a lord entry.
  if (!natalPoint) throw new RangeError('natalPoint is missing');
  const natalLongitude = findNatalLongitude(chart, natalPoint);
  const instants = await deps.work.run(
    'conjunctions',
    { planet, longitude: natalLongitude, t0, t1, settings: engine },
    astrologerId,
  );
  return { natalLongitude, rows: instants.map((i) => toRow(chart, offset, i)) };
}
