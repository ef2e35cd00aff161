/**
 * Every call of the API, by area. A new call is declared in its area's file here, served by one service
 * function on the server (apps/server/src/routes/<area>.ts maps it) and called through apps/web/src/api/.
 */
import { accountCalls } from './accounts.js';
import { chartCalls } from './charts.js';
import { clientCalls } from './clients.js';
import type { CallSpec } from './define-call.js';
import { deviceCalls } from './device.js';
import { eventCalls } from './events.js';
import { horaryCalls } from './horary.js';
import { importExportCalls } from './import-export.js';
import { lifeEventCalls } from './life-events.js';
import { matchingCalls } from './matching.js';
import { vargaCalls } from './vargas.js';
import { muhurtaCalls } from './muhurta.js';
import { optionsCalls } from './options.js';
import { panchangCalls } from './panchang.js';
import { pdfCalls } from './pdf.js';
import { placeCalls } from './places.js';
import { settingsCalls } from './settings.js';
import { shareCalls } from './share.js';
import { systemCalls } from './system.js';
import { transitCalls } from './transit.js';

export * from './define-call.js';
export * from './accounts.js';
export * from './charts.js';
export * from './clients.js';
export * from './device.js';
export * from './events.js';
export * from './horary.js';
export * from './import-export.js';
export * from './life-events.js';
export * from './matching.js';
export * from './vargas.js';
export * from './muhurta.js';
export * from './options.js';
export * from './panchang.js';
export * from './pdf.js';
export * from './places.js';
export * from './settings.js';
export * from './share.js';
export * from './system.js';
export * from './transit.js';

/** The calls of each area. */
export const CALLS_BY_AREA = {
  system: systemCalls,
  accounts: accountCalls,
  clients: clientCalls,
  settings: settingsCalls,
  places: placeCalls,
  charts: chartCalls,
  transit: transitCalls,
  options: optionsCalls,
  events: eventCalls,
  horary: horaryCalls,
  importExport: importExportCalls,
  lifeEvents: lifeEventCalls,
  pdf: pdfCalls,
  share: shareCalls,
  panchang: panchangCalls,
  muhurta: muhurtaCalls,
  matching: matchingCalls,
  vargas: vargaCalls,
  device: deviceCalls,
} satisfies Record<string, Record<string, CallSpec>>;

/** Every call, flat: what the server must register and the OpenAPI document must list. */
export const ALL_CALLS: readonly CallSpec[] = Object.values(CALLS_BY_AREA).flatMap(
  (area: Record<string, CallSpec>) => Object.values(area),
);
