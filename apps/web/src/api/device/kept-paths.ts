import {
  accountCalls,
  buildCallUrl,
  chartCalls,
  clientCalls,
  eventCalls,
  horaryCalls,
  lifeEventCalls,
  muhurtaCalls,
  optionsCalls,
  panchangCalls,
  settingsCalls,
  transitCalls,
  vargaCalls,
  type CallSpec,
} from '@kpdesk/contract';

/**
 * The paths the practice kept on the device uses, all from the contract's call list (a path written by
 * hand would drift from it): what is kept, and the calls the device answers offline (docs/offline.md).
 */

/** A call's path as a pattern: each parameter one path segment. */
export function patternOf(call: CallSpec): RegExp {
  const source = call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)');
  return new RegExp(`^${source}$`);
}

/** The astrologer's settings and profile (the profile's place is where the transit of now is cast). */
export const ASTROLOGER_SETTINGS_PATH = buildCallUrl(settingsCalls.getAstrologer);
export const PROFILE_PATH = buildCallUrl(accountCalls.viewProfile);

/** The practice's own reads the device keeps: settings, profile, recently viewed, birthdays, saved records. */
export const PRACTICE_PATHS = [
  settingsCalls.getAstrologer,
  accountCalls.viewProfile,
  clientCalls.recent,
  clientCalls.birthdays,
  horaryCalls.recent,
  optionsCalls.recent,
].map((call) => buildCallUrl(call));

/** Each client's reads the device keeps: the client, its chart-page record, settings, life events, muhurtas. */
const CLIENT_READS = [
  clientCalls.get,
  clientCalls.request,
  settingsCalls.getClient,
  lifeEventCalls.list,
  muhurtaCalls.list,
];
const CLIENT_READ_PATTERNS = CLIENT_READS.map(patternOf);

/** The paths of one client's kept reads. */
export const clientPaths = (runningId: number) =>
  CLIENT_READS.map((call) => buildCallUrl(call, { runningId }));

/** The client a kept read belongs to, or null when it is not a client's read. */
export function clientOfRead(path: string): number | null {
  const id = Number(CLIENT_READ_PATTERNS.map((pattern) => pattern.exec(path)?.[1]).find(Boolean));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The client record (GET /user/{runningId}) and the chart-page record of a client. */
export const clientPath = (runningId: number) => buildCallUrl(clientCalls.get, { runningId });
export const clientRequestPath = (runningId: number) => buildCallUrl(clientCalls.request, { runningId });
export const clientSettingsPath = (runningId: number) => buildCallUrl(settingsCalls.getClient, { runningId });
export const isClientPath = (path: string) => /^\d+$/.test(patternOf(clientCalls.get).exec(path)?.[1] ?? '');

/** A client's life events (the list read, and where an event is added). */
export const lifeEventsPath = (runningId: number | string) =>
  buildCallUrl(lifeEventCalls.list, { runningId });
export const LIFE_EVENT_LIST = patternOf(lifeEventCalls.list);
export const LIFE_EVENT_ONE = patternOf(lifeEventCalls.update);

/** The writes the device takes offline, and the search it answers. */
export const CLIENT_EDIT_PATH = clientCalls.edit.path;
export const CLIENT_ADD_PATH = clientCalls.add.path;
export const CLIENT_SEARCH_PATH = clientCalls.search.path;
export const HORARY_CAST_PATH = horaryCalls.cast.path;

/** The recent lists a horary question and an Options Theory record saved offline are shown in at once. */
export const HORARY_RECENT_PATH = buildCallUrl(horaryCalls.recent);
export const OPTIONS_RECENT_PATH = buildCallUrl(optionsCalls.recent);

/** An event's data, which carries the event catalogue; the one the catalogue is read from on a refresh. */
export const EVENT_DATA = patternOf(eventCalls.eventData);
export const catalogueSourcePath = (runningId: number) =>
  buildCallUrl(eventCalls.eventData, { userId: runningId, eventKey: 'marriage' });

/**
 * Where the device keeps the event catalogue: a path of the device alone (no call of the server has it; the
 * api layer reads it offline, api/events.ts).
 */
export const EVENT_CATALOGUE_PATH = '/offline/event-catalogue';

/**
 * Where the device keeps which ephemeris the server casts with (`ephemeris` of a calculation profile it
 * answered): a path of the device alone, so the browser casts from the same one offline.
 */
export const EPHEMERIS_PATH = '/offline/ephemeris';
/** A client's calculation profile (read on a refresh for its `ephemeris`), and the calls that carry one. */
export const calculationProfilePath = (userId: number) => buildCallUrl(chartCalls.profile, { userId });
export const PROFILE_CARRIERS = [chartCalls.profile, chartCalls.userData].map(patternOf);

/** A call with its path as a pattern and its parameters' names in order. */
const withPattern = (call: CallSpec) => ({
  call,
  pattern: patternOf(call),
  names: [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
});

/** The client chart calls of the contract and the divisional charts', which the browser engine answers offline. */
export const CHART_PATHS = [...Object.values(chartCalls), ...Object.values(vargaCalls)].map(withPattern);

/**
 * The calls of the areas whose moment calls the browser engine answers offline (options, panchang, muhurta,
 * transit); the engine says which of them it answers (the others wait for the network).
 */
export const MOMENT_AREA_PATHS = [optionsCalls, panchangCalls, muhurtaCalls, transitCalls]
  .flatMap((area) => Object.values(area) as CallSpec[])
  .map(withPattern);
