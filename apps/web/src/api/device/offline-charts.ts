/**
 * The chart calls answered offline from the kept practice (docs/offline.md, "Offline reading"): every client
 * chart call of a kept client, the calls of the moment at hand and a horary question, computed by the browser engine from the kept client,
 * its settings, the astrologer's settings and profile, as the server would answer them.
 */
import {
  TRANSIT_NO_PLACE_CODE,
  TRANSIT_NO_PLACE_MESSAGE,
  type CallInput,
  type CallSpec,
  type ClientRequest,
  type ProfileView,
  type StoredSettings,
} from '@kpdesk/contract';
import {
  answerMomentOffline,
  answerOffline,
  castHoraryOffline,
  type OfflinePractice,
} from '../offline-engine';
import type { DeviceStore } from './device-store';
import {
  ASTROLOGER_SETTINGS_PATH,
  CHART_PATHS,
  clientRequestPath,
  clientSettingsPath,
  EPHEMERIS_PATH,
  HORARY_CAST_PATH,
  MOMENT_AREA_PATHS,
  PROFILE_PATH,
} from './kept-paths';
import type { DeviceAnswer } from './offline-answers';

/** The server's `ephemeris` when it casts from the Swiss Ephemeris data files (else 'Moshier'). */
const DATA_FILES = 'Swiss Ephemeris files';

/** The kept practice as the engine reads it; null reads for what the device does not keep. */
export async function practiceOf(store: DeviceStore): Promise<OfflinePractice> {
  const read = async <T>(path: string) => (await store.read<T>(path)) ?? null;
  const ephemeris = await read<{ ephemeris: string }>(EPHEMERIS_PATH);
  return {
    client: (runningId) => read<ClientRequest>(clientRequestPath(runningId)),
    astrologerSettings: () => read<StoredSettings>(ASTROLOGER_SETTINGS_PATH),
    clientSettings: (runningId) => read<StoredSettings>(clientSettingsPath(runningId)),
    profile: () => read<ProfileView>(PROFILE_PATH),
    now: () => Date.now(),
    usesDataFiles: ephemeris?.ephemeris === DATA_FILES,
  };
}

/** The call of `paths` that `method` and `path` are, with its path parameters by name; null when none. */
function callOf(paths: typeof CHART_PATHS, method: string, path: string) {
  for (const { call, pattern, names } of paths) {
    const values = call.method === method ? pattern.exec(path)?.slice(1) : undefined;
    if (!values) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
    return { call, params };
  }
  return null;
}

/** The server's code and message of a transit of now cast with no place (data null). */
const NO_PLACE = { code: TRANSIT_NO_PLACE_CODE, message: TRANSIT_NO_PLACE_MESSAGE };

/** The first message of a ZodError (the call's schema refused a parameter or the body, naming the field). */
function refusalOf(error: unknown): string | null {
  const issues = (error as { issues?: { message?: unknown }[] } | null)?.issues;
  const message = Array.isArray(issues) ? issues[0]?.message : undefined;
  return typeof message === 'string' ? message : null;
}

/**
 * The device's answer to a chart call or a horary cast the network could not carry; null when it is neither,
 * or the device does not keep the client, or the engine could not load (the call then fails as it would
 * have). Input the call refuses is refused as the server does: code 400 with the first message.
 */
export async function answerChartOffline(
  store: DeviceStore,
  call: { method: string; path: string; body: unknown },
): Promise<DeviceAnswer | null> {
  try {
    return await answerChart(store, call);
  } catch (error) {
    const message = refusalOf(error);
    return message === null ? null : { code: '400', message, data: null };
  }
}

async function answerChart(
  store: DeviceStore,
  call: { method: string; path: string; body: unknown },
): Promise<DeviceAnswer | null> {
  if (call.method === 'POST' && call.path === HORARY_CAST_PATH) {
    const answer = await castHoraryOffline(call.body, await practiceOf(store));
    if (!answer) return null;
    return 'refused' in answer
      ? { ...answer.refused, data: null }
      : { message: 'Success', data: answer.data };
  }
  // The call's own schemas check the parameters and the body (the engine parses them), as the server's route.
  const chart = callOf(CHART_PATHS, call.method, call.path);
  const moment = chart ? null : callOf(MOMENT_AREA_PATHS, call.method, call.path);
  let answer: { data: unknown } | null = null;
  if (chart) {
    const input = { params: chart.params } as unknown as CallInput<CallSpec>;
    answer = await answerOffline(chart.call, input, await practiceOf(store));
  } else if (moment) {
    const input = { params: moment.params, body: call.body };
    answer = await answerMomentOffline(moment.call, input, await practiceOf(store));
  }
  if (!answer) return null;
  // Only a transit chart answers null data: the profile names no place (the server's code 104).
  return answer.data === null ? { ...NO_PLACE, data: null } : { message: 'Success', data: answer.data };
}
