/**
 * The checks of one imported client: the rules and messages of POST /user/add (clientWriteSchema), the
 * corrected birth time, settings and saved judgements of a practice file, the time zone against the atlas's
 * historical offset, and likely duplicates (same name, birth date and birth time).
 */
import { clientWriteSchema, formatGmtOffset, type ImportProblem, type ImportRow } from '@kpdesk/contract';
import type { z } from 'zod';
import { toSearchKey } from '../../db/clients.js';
import type { ImportedClient } from '../../db/practice-import.js';
import { toFields } from '../clients/clients.js';
import { findAtlasOffset } from '../places/index.js';
import { findUnstorableText, unstorableTextMessage } from '../storable-text.js';
import { checkCorrection, checkEvents, checkLifeEvents, checkSettings } from './client-extras.js';
import { errorProblem, issuesToProblems, warningProblem } from './problems.js';

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
  lifeEvents?: unknown;
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

/** The identity of a likely duplicate. */
export function identityOf(nameKey: string, birthDate: string, birthTime: string): string {
  return `${nameKey}|${birthDate}|${birthTime}`;
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
    return {
      timezone: atlas.utcOffsetHours,
      proposed: null,
      problems: [warningProblem('birthTimezone', message)],
    };
  }
  if (Math.abs(atlas.utcOffsetHours - client.birthTimezone) < TIMEZONE_TOLERANCE_HOURS)
    return { timezone: client.birthTimezone, proposed: null, problems: [] };
  const message = `Time zone ${formatGmtOffset(client.birthTimezone)} differs from the atlas's historical offset ${atlasText}; proposed fix: ${formatGmtOffset(atlas.utcOffsetHours)}`;
  return {
    timezone: client.birthTimezone,
    proposed: atlas.utcOffsetHours,
    problems: [warningProblem('birthTimezone', message)],
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
    return { duplicateOf: existing, problems: [warningProblem('row', message)] };
  }
  if (earlier !== undefined) {
    const message = `Same name, birth date and birth time as ${earlier} of this file: skipped unless duplicates are included`;
    return { duplicateOf: null, problems: [warningProblem('row', message)] };
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

/** The input guard's rule on every text of the record, as each save's request meets it. */
function checkTexts(candidate: ClientCandidate): ImportProblem[] {
  const { input, birthTimeCorrected, settings, events, lifeEvents } = candidate;
  const found = findUnstorableText({ ...input, birthTimeCorrected, settings, events, lifeEvents });
  if (!found) return [];
  const field = found.join('.');
  return [errorProblem(field, unstorableTextMessage(field))];
}

type Extras = Pick<ImportedClient, 'settings' | 'events' | 'lifeEvents'>;

/** A client that passed: its time zone and duplicate checks, its preview row and what the commit stores. */
function stageClient(
  candidate: ClientCandidate,
  client: Client,
  correction: string | null,
  extras: Extras,
  problems: ImportProblem[],
  index: DuplicateIndex,
) {
  const zone = checkTimezone(client, candidate.hasTimezone);
  const duplicate = checkDuplicate(client, candidate.source, index);
  const isDuplicate = duplicate.duplicateOf !== undefined;
  const row: ImportRow = {
    ...describe(candidate, { ...client, birthTimezone: zone.timezone }),
    action: isDuplicate ? 'skip' : 'create',
    problems: [...problems, ...zone.problems, ...duplicate.problems],
    proposedTimezone: zone.proposed,
    duplicateOf: duplicate.duplicateOf ?? null,
  };
  const fields = toFields({ ...client, birthTimezone: zone.timezone });
  const record: ImportedClient = { fields, birthTimeCorrected: correction, ...extras };
  return { row, staged: { record, proposedTimezone: zone.proposed, isDuplicate } };
}

/**
 * Checks one client with every rule its saves apply (Add Client, the text guard, Client Settings, the four
 * event saves): its preview row, and what the commit stores when nothing is wrong.
 */
export function checkClient(
  candidate: ClientCandidate,
  index: DuplicateIndex,
  nowMs: number,
): { row: ImportRow; staged: StagedClient | null } {
  const parsed = clientWriteSchema.safeParse(candidate.input);
  const birth = parsed.success ? { date: parsed.data.birthDate, timezone: parsed.data.birthTimezone } : null;
  const lifeEvents = birth ? checkLifeEvents(candidate.lifeEvents, birth, nowMs) : null;
  const correction = checkCorrection(candidate.birthTimeCorrected);
  const settings = checkSettings(candidate.settings);
  const events = checkEvents(candidate.events);
  // A file that could not be read says why; the client rules on what little was read would only add noise.
  const isUnread = candidate.problems.some((p) => p.severity === 'error');
  const problems = [
    ...candidate.problems,
    ...(parsed.success || isUnread ? [] : issuesToProblems(parsed.error.issues, '', candidate.texts)),
    ...checkTexts(candidate),
    ...correction.problems,
    ...settings.problems,
    ...events.problems,
    ...(lifeEvents?.problems ?? []),
  ];
  if (parsed.success && !problems.some((p) => p.severity === 'error')) {
    const extras = { settings: settings.settings, events: events.events, lifeEvents: lifeEvents?.lifeEvents };
    return stageClient(candidate, parsed.data, correction.corrected, extras, problems, index);
  }
  const row = {
    ...describe(candidate),
    action: 'reject' as const,
    problems,
    proposedTimezone: null,
    duplicateOf: null,
  };
  return { row, staged: null };
}
