/**
 * The checks of one imported client: the rules and messages of POST /user/add (clientWriteSchema), the
 * corrected birth time, settings and saved judgements of a practice file, the time zone against the atlas's
 * historical offset, and likely duplicates (same name, birth date and birth time).
 */
import { findEventByKey } from '@kpdesk/astro';
import {
  clientSettingsSchema,
  clientWriteSchema,
  formatGmtOffset,
  isClientDate,
  planetCategorySaveSchema,
  combinedCategorySaveSchema,
  destinySaveSchema,
  predictionSaveSchema,
  type ImportProblem,
  type ImportRow,
} from '@kpdesk/contract';
import { z } from 'zod';
import { toSearchKey } from '../../db/clients.js';
import type { ImportedClient } from '../../db/practice-import.js';
import { findAtlasOffset } from '../places/index.js';

/** A client as read from a file, before the checks. */
export interface ClientCandidate {
  position: number;
  source: string;
  /** The Add Client body the file gives. */
  input: Record<string, unknown>;
  /** Whether the file gave a time zone (else the atlas's is taken). */
  hasTimezone: boolean;
  /** The file's own text of each field, shown beside its problem. */
  texts: Partial<Record<string, string>>;
  birthTimeCorrected?: unknown;
  settings?: unknown;
  events?: unknown;
  /** Problems found while reading the file. */
  problems: ImportProblem[];
}

/** A client that passed, as the commit stores it, with the two choices the commit may apply. */
export interface StagedClient {
  record: ImportedClient;
  /** The atlas's offset where it disagrees with the file's. */
  proposedTimezone: number | null;
  isDuplicate: boolean;
}

/** The account's clients and the file's clients so far, by identity (name key, birth date, birth time). */
export interface DuplicateIndex {
  existing: Map<string, number>;
  inFile: Map<string, string>;
}

/** Offsets closer than half a minute agree (files round to the minute). */
const TIMEZONE_TOLERANCE_HOURS = 0.5 / 60;

const CORRECTED_MOMENT = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

const eventSchema = z.object({
  eventKey: z.string({ error: 'eventKey is missing' }),
  planetCategory: planetCategorySaveSchema.shape.planetCategory,
  planetOrder: planetCategorySaveSchema.shape.planetOrder,
  planetCombinedCategory: combinedCategorySaveSchema.shape.planetCombinedCategory,
  supportiveDestinyCategory: destinySaveSchema.shape.supportiveDestinyCategory,
  opposingDestinyCategory: destinySaveSchema.shape.opposingDestinyCategory,
  prediction: predictionSaveSchema.shape.prediction,
});

/** The identity of a likely duplicate. */
export function identityOf(nameKey: string, birthDate: string, birthTime: string): string {
  return `${nameKey}|${birthDate}|${birthTime}`;
}

const error = (field: string, message: string, value: string | null = null): ImportProblem => ({
  field,
  severity: 'error',
  message,
  value,
});
const warning = (field: string, message: string): ImportProblem => ({
  field,
  severity: 'warning',
  message,
  value: null,
});

function issuesToProblems(issues: z.core.$ZodIssue[], prefix: string, texts: ClientCandidate['texts']) {
  return issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return error(field || 'row', issue.message, texts[String(issue.path[0])] ?? null);
  });
}

function checkCorrection(value: unknown): { corrected: string | null; problems: ImportProblem[] } {
  if (value === undefined || value === null || value === '') return { corrected: null, problems: [] };
  const text = typeof value === 'string' ? value.trim().replace('_', ' ') : '';
  const match = CORRECTED_MOMENT.exec(text);
  if (match && isClientDate(match[1] ?? '')) return { corrected: text, problems: [] };
  const message = 'Enter valid corrected birth time as yyyy-MM-dd HH:mm:ss';
  return {
    corrected: null,
    problems: [error('birthTimeCorrected', message, typeof value === 'string' ? value : null)],
  };
}

function checkEvents(value: unknown) {
  if (value === undefined || value === null) return { events: [], problems: [] };
  if (!Array.isArray(value)) return { events: [], problems: [error('events', 'events must be a list')] };
  const events: ImportedClient['events'] = [];
  const problems: ImportProblem[] = [];
  value.forEach((item, i) => {
    const parsed = eventSchema.safeParse(item);
    if (!parsed.success) return problems.push(...issuesToProblems(parsed.error.issues, `events.${i}`, {}));
    const event = findEventByKey(parsed.data.eventKey);
    if (!event)
      return problems.push(error(`events.${i}.eventKey`, 'Event is not found.', parsed.data.eventKey));
    const d = parsed.data;
    events.push({
      eventId: event.id,
      fields: {
        planet_category: d.planetCategory,
        planet_order: d.planetOrder,
        planet_combined_category: d.planetCombinedCategory,
        supportive_destiny_category: d.supportiveDestinyCategory,
        opposing_destiny_category: d.opposingDestinyCategory,
        prediction: d.prediction,
      },
    });
  });
  return { events, problems };
}

function checkSettings(value: unknown) {
  if (value === undefined || value === null) return { settings: null, problems: [] };
  const parsed = clientSettingsSchema.safeParse(value);
  if (!parsed.success)
    return { settings: null, problems: issuesToProblems(parsed.error.issues, 'settings', {}) };
  return { settings: parsed.data as Record<string, unknown>, problems: [] };
}

type Client = z.output<typeof clientWriteSchema>;

/** The atlas's offset for the client's place and moment: used when the file has none, proposed when it differs. */
function checkTimezone(client: Client, hasTimezone: boolean) {
  const atlas = findAtlasOffset(
    client.birthLatitude,
    client.birthLongitude,
    client.birthDate,
    client.birthTime,
  );
  if (!atlas) return { timezone: client.birthTimezone, proposed: null, problems: [] };
  const atlasText = `${formatGmtOffset(atlas.utcOffsetHours)} (${atlas.timeZone} on ${client.birthDate})`;
  if (!hasTimezone) {
    const message = `No time zone in the file: the atlas's offset ${atlasText} is used`;
    return { timezone: atlas.utcOffsetHours, proposed: null, problems: [warning('birthTimezone', message)] };
  }
  if (Math.abs(atlas.utcOffsetHours - client.birthTimezone) < TIMEZONE_TOLERANCE_HOURS)
    return { timezone: client.birthTimezone, proposed: null, problems: [] };
  const message = `Time zone ${formatGmtOffset(client.birthTimezone)} differs from the atlas's historical offset ${atlasText}; proposed fix: ${formatGmtOffset(atlas.utcOffsetHours)}`;
  return {
    timezone: client.birthTimezone,
    proposed: atlas.utcOffsetHours,
    problems: [warning('birthTimezone', message)],
  };
}

function checkDuplicate(client: Client, source: string, index: DuplicateIndex) {
  const key = identityOf(
    toSearchKey(`${client.firstName} ${client.lastName ?? ''}`),
    client.birthDate,
    client.birthTime,
  );
  const existing = index.existing.get(key);
  const earlier = index.inFile.get(key);
  if (earlier === undefined) index.inFile.set(key, source);
  if (existing !== undefined) {
    const message = `Likely duplicate of client ${existing} (same name, birth date and birth time): skipped unless duplicates are included`;
    return { duplicateOf: existing, problems: [warning('row', message)] };
  }
  if (earlier !== undefined) {
    const message = `Same name, birth date and birth time as ${earlier} of this file: skipped unless duplicates are included`;
    return { duplicateOf: null, problems: [warning('row', message)] };
  }
  return { duplicateOf: undefined, problems: [] };
}

function describe(
  candidate: ClientCandidate,
  client?: Client,
): Omit<ImportRow, 'action' | 'problems' | 'proposedTimezone' | 'duplicateOf'> {
  const text = (name: string) => {
    const value = candidate.input[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const name = client
    ? [client.firstName, client.lastName].filter(Boolean).join(' ')
    : [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  const timezone = Number(candidate.input.birthTimezone);
  return {
    position: candidate.position,
    source: candidate.source,
    kind: 'client',
    name,
    birthDate: client?.birthDate ?? text('birthDate'),
    birthTime: client?.birthTime ?? text('birthTime'),
    birthTimezone:
      client?.birthTimezone ?? (Number.isFinite(timezone) && candidate.hasTimezone ? timezone : null),
    birthCity: client?.birthCity ?? text('birthCity'),
    settings: candidate.settings !== undefined && candidate.settings !== null,
    events: Array.isArray(candidate.events) ? candidate.events.length : 0,
  };
}

/** Checks one client: its preview row, and what the commit stores when nothing is wrong. */
export function checkClient(
  candidate: ClientCandidate,
  index: DuplicateIndex,
): { row: ImportRow; staged: StagedClient | null } {
  const parsed = clientWriteSchema.safeParse(candidate.input);
  const correction = checkCorrection(candidate.birthTimeCorrected);
  const settings = checkSettings(candidate.settings);
  const events = checkEvents(candidate.events);
  // A file that could not be read says why; the client rules on what little was read would only add noise.
  const isUnread = candidate.problems.some((p) => p.severity === 'error');
  const errors = [
    ...candidate.problems,
    ...(parsed.success || isUnread ? [] : issuesToProblems(parsed.error.issues, '', candidate.texts)),
    ...correction.problems,
    ...settings.problems,
    ...events.problems,
  ];
  if (!parsed.success || errors.some((p) => p.severity === 'error')) {
    const row = {
      ...describe(candidate),
      action: 'reject' as const,
      problems: errors,
      proposedTimezone: null,
      duplicateOf: null,
    };
    return { row, staged: null };
  }
  const client = parsed.data;
  const zone = checkTimezone(client, candidate.hasTimezone);
  const duplicate = checkDuplicate(client, candidate.source, index);
  const problems = [...errors, ...zone.problems, ...duplicate.problems];
  const isDuplicate = duplicate.duplicateOf !== undefined;
  const fields = {
    firstName: client.firstName,
    lastName: client.lastName,
    fatherName: client.fatherName,
    sex: client.sex,
    dobDate: client.birthDate,
    dobTime: client.birthTime,
    birthTimezone: zone.timezone,
    birthCity: client.birthCity,
    birthLatitude: client.birthLatitude,
    birthLongitude: client.birthLongitude,
    maritalStatus: client.maritalStatus,
    marriageDate: client.marriageDate,
    email: client.email,
    mobile: client.mobile,
  };
  const record: ImportedClient = {
    fields,
    birthTimeCorrected: correction.corrected,
    settings: settings.settings,
    events: events.events,
  };
  const row: ImportRow = {
    ...describe(candidate, { ...client, birthTimezone: zone.timezone }),
    action: isDuplicate ? 'skip' : 'create',
    problems,
    proposedTimezone: zone.proposed,
    duplicateOf: duplicate.duplicateOf ?? null,
  };
  return { row, staged: { record, proposedTimezone: zone.proposed, isDuplicate } };
}
