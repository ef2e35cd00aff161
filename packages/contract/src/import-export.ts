/**
 * Client import and export: the versioned practice file, the CSV columns and their mapping, the
 * import preview and its commit. Imported clients pass the rules of POST /user/add (clients.ts) with its
 * messages; the messages here are ours (the spec has no import) and name the field they refuse.
 */
import { z } from 'zod';

/** `format` of a practice file: anything else is not ours. */
export const PRACTICE_FORMAT = 'kpdesk-practice';
/** `version` of the practice file this code writes and reads. A new layout gets a new number. */
export const PRACTICE_VERSION = 1;

/**
 * Limits of one import. 16 MB holds the JSON export of a 10,000-client practice with settings and saved
 * judgements (about 3.5 MB without them); a preview is held 30 minutes, long enough to read 10,000 rows.
 */
export const IMPORT_LIMITS = {
  /** Largest file, bytes of UTF-8 text (all .jhd files of one import together). */
  maxBytes: 16 * 1024 * 1024,
  /** Most clients of one file (CSV rows, .jhd files, or clients of a practice file). */
  maxClients: 10_000,
  /** Most Options Theory records of one practice file. */
  maxOptionRecords: 10_000,
  /** Minutes a preview can be committed. */
  previewMinutes: 30,
} as const;

/** Import refusals and notices; each names the field it is about. */
export const IMPORT_MESSAGES = {
  formatInvalid: "format must be one of 'json', 'csv' or 'jhd'",
  contentRequired: 'content is missing: choose a file',
  contentInvalid: 'content must be the text of the file (for .jhd files, a list of {name, text} files)',
  contentTooLarge: `content must be at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`,
  contentNotText: 'content must be text for a JSON or CSV file',
  tooManyClients: `content holds more than ${IMPORT_LIMITS.maxClients.toLocaleString('en')} clients; split the file`,
  tooManyOptions: `content holds more than ${IMPORT_LIMITS.maxOptionRecords.toLocaleString('en')} Options Theory records`,
  jsonUnreadable: 'content is not a JSON file',
  jsonTooDeep: 'content is nested too deeply to be a KP Astro Desk practice file',
  jsonNotPractice: `content is not a KP Astro Desk practice file (format '${PRACTICE_FORMAT}', version ${PRACTICE_VERSION})`,
  csvEmpty: 'content has no header row',
  csvNoRows: 'content has a header row but no clients',
  mappingInvalid: 'mapping must name a column of the file for each field',
  importIdInvalid: 'importId must be the id of a preview',
  previewNotFound: 'Import preview is not found.',
  previewExpired: `The import preview has expired (${IMPORT_LIMITS.previewMinutes} minutes). Preview the file again.`,
  previewUsed: 'This import preview has already been stored.',
  commitConflict:
    'The import could not be stored because a client number was taken meanwhile. Nothing was stored; preview the file again.',
  committed: 'Import is stored.',
} as const;

/** The import formats: our own practice file, a CSV with a header row, Jagannatha Hora chart files. */
export const IMPORT_FORMATS = ['json', 'csv', 'jhd'] as const;
/** One import format. */
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * The client fields a CSV column can fill, in the export's column order, with the export's header and the
 * headers that auto-detection accepts (compared lower-case without spaces or punctuation).
 */
export const CSV_FIELDS = [
  {
    field: 'firstName',
    header: 'First name',
    isRequired: true,
    aliases: ['first', 'name', 'fullname', 'clientname', 'givenname'],
  },
  { field: 'lastName', header: 'Last name', isRequired: false, aliases: ['surname', 'familyname'] },
  { field: 'fatherName', header: 'Father name', isRequired: false, aliases: ['father', 'fathersname'] },
  { field: 'sex', header: 'Sex', isRequired: false, aliases: ['gender'] },
  { field: 'birthDate', header: 'Birth date', isRequired: true, aliases: ['dateofbirth', 'dob', 'date'] },
  { field: 'birthTime', header: 'Birth time', isRequired: true, aliases: ['timeofbirth', 'tob', 'time'] },
  {
    field: 'birthTimezone',
    header: 'Time zone',
    isRequired: false,
    aliases: ['timezone', 'tz', 'zone', 'utcoffset', 'gmtoffset', 'offset'],
  },
  {
    field: 'birthCity',
    header: 'Birth place',
    isRequired: true,
    aliases: ['placeofbirth', 'place', 'city', 'birthcity', 'location'],
  },
  { field: 'birthLatitude', header: 'Latitude', isRequired: true, aliases: ['lat', 'birthlatitude'] },
  {
    field: 'birthLongitude',
    header: 'Longitude',
    isRequired: true,
    aliases: ['lon', 'lng', 'long', 'birthlongitude'],
  },
  { field: 'maritalStatus', header: 'Marital status', isRequired: false, aliases: ['marital'] },
  { field: 'marriageDate', header: 'Marriage date', isRequired: false, aliases: ['dateofmarriage'] },
  { field: 'email', header: 'Email', isRequired: false, aliases: ['emailaddress', 'mail'] },
  {
    field: 'mobile',
    header: 'Mobile',
    isRequired: false,
    aliases: ['phone', 'mobilenumber', 'phonenumber', 'cell'],
  },
  {
    field: 'birthTimeCorrected',
    header: 'Corrected birth time',
    isRequired: false,
    aliases: ['birthtimecorrected', 'correctedtime'],
  },
] as const;

/** A client field a CSV column can fill. */
export type CsvField = (typeof CSV_FIELDS)[number]['field'];

/** Header of the CSV export's first column, the client's number (not imported: numbers are assigned anew). */
export const CSV_NUMBER_HEADER = 'Number';

/** How each field is written in a CSV cell, for the mapping editor and the problems of a row. */
export const CSV_FIELD_FORMATS: Partial<Record<CsvField, string>> = {
  sex: 'Male or Female (M, F)',
  birthDate: 'yyyy-MM-dd',
  birthTime: 'HH:mm or HH:mm:ss, 24-hour',
  birthTimezone: 'hours east of UTC: 5.5, -4, +05:30; empty = the atlas offset',
  birthLatitude: 'decimal degrees, north positive',
  birthLongitude: 'decimal degrees, east positive',
  marriageDate: 'yyyy-MM-dd',
  birthTimeCorrected: 'yyyy-MM-dd HH:mm:ss',
};

const CSV_FIELD_NAMES = CSV_FIELDS.map((f) => f.field) as [CsvField, ...CsvField[]];

/**
 * CSV column mapping: for each field, the header of the column that fills it; null or '' leaves the field
 * out (its default applies). Fields left out of the object are detected from the headers.
 */
export const csvMappingSchema = z.partialRecord(
  z.enum(CSV_FIELD_NAMES, { error: IMPORT_MESSAGES.mappingInvalid }),
  z.string({ error: IMPORT_MESSAGES.mappingInvalid }).max(200, IMPORT_MESSAGES.mappingInvalid).nullable(),
);
/** A CSV column mapping. */
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** One .jhd file: its name (the client's name comes from it) and its text. */
export const jhdFileSchema = z.object({
  name: z.string({ error: IMPORT_MESSAGES.contentInvalid }).max(255, IMPORT_MESSAGES.contentInvalid),
  text: z.string({ error: IMPORT_MESSAGES.contentInvalid }),
});

/** UTF-8 length of a text in bytes, without encoding it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair is one 4-byte character: 2 bytes for each half.
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

type Content = string | z.infer<typeof jhdFileSchema>[];

function contentBytes(content: Content): number {
  if (typeof content === 'string') return utf8ByteLength(content);
  return content.reduce((sum, file) => sum + utf8ByteLength(file.text) + utf8ByteLength(file.name), 0);
}

/**
 * POST /import/preview: the file's format and text (for .jhd, one or many files with their names), and for a
 * CSV the column mapping the astrologer chose (detected from the header row when absent).
 */
export const importPreviewRequestSchema = z
  .object({
    format: z.enum(IMPORT_FORMATS, { error: IMPORT_MESSAGES.formatInvalid }),
    // The count of .jhd files is checked below, so that too many files get the limit's own message.
    content: z.union([z.string(), z.array(jhdFileSchema)], {
      error: (issue) =>
        issue.input === undefined ? IMPORT_MESSAGES.contentRequired : IMPORT_MESSAGES.contentInvalid,
    }),
    mapping: csvMappingSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.format !== 'jhd' && typeof body.content !== 'string')
      ctx.addIssue({ code: 'custom', path: ['content'], message: IMPORT_MESSAGES.contentNotText });
    else if (Array.isArray(body.content) && body.content.length > IMPORT_LIMITS.maxClients)
      ctx.addIssue({ code: 'custom', path: ['content'], message: IMPORT_MESSAGES.tooManyClients });
    else if (contentBytes(body.content) > IMPORT_LIMITS.maxBytes)
      ctx.addIssue({ code: 'custom', path: ['content'], message: IMPORT_MESSAGES.contentTooLarge });
  });
/** The preview request as sent. */
export type ImportPreviewInput = z.input<typeof importPreviewRequestSchema>;
/** The preview request after validation. */
export type ImportPreviewRequest = z.output<typeof importPreviewRequestSchema>;

/** A problem of one row: an error keeps the row out, a warning lets it in. */
export const importProblemSchema = z.object({
  field: z.string().describe("The client field ('birthDate'), or 'row' for the whole row"),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  value: z.string().nullable().describe('The text of the file that caused it, when there is one'),
});
/** A problem of one row. */
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** What the commit does with a row. */
export const IMPORT_ACTIONS = ['create', 'skip', 'reject'] as const;

/** One row of the preview: a client (or an Options Theory record of a practice file) and its fate. */
export const importRowSchema = z.object({
  position: z.number().int().describe('CSV: the line number; JSON: the record number; .jhd: the file number'),
  source: z.string().describe("Where it is in the file: 'line 3', 'client 2', 'ravi.jhd'"),
  kind: z.enum(['client', 'option']),
  name: z.string(),
  birthDate: z.string().nullable(),
  birthTime: z.string().nullable(),
  birthTimezone: z.number().nullable(),
  birthCity: z.string().nullable(),
  action: z.enum(IMPORT_ACTIONS).describe('create; skip (a likely duplicate); reject (an error)'),
  problems: z.array(importProblemSchema),
  proposedTimezone: z
    .number()
    .nullable()
    .describe("The atlas's historical offset where the file's time zone disagrees with it"),
  duplicateOf: z
    .number()
    .int()
    .nullable()
    .describe('The running number of the existing client it duplicates'),
  settings: z.boolean().describe('Client settings come with it'),
  events: z.number().int().describe('Saved event judgements that come with it'),
});
/** One row of the preview. */
export type ImportRow = z.infer<typeof importRowSchema>;

/** POST /import/preview answer. */
export const importPreviewSchema = z.object({
  importId: z.string().nullable().describe('The id to commit; null when no row would be stored'),
  format: z.enum(IMPORT_FORMATS),
  expiresAt: z.string().describe('ISO time after which the preview cannot be committed'),
  columns: z.array(z.string()).describe('CSV: the header row as read'),
  mapping: z.record(z.string(), z.string().nullable()).describe('CSV: the column used for each field'),
  notices: z.array(z.string()).describe('Problems of the whole file (an unmapped required field)'),
  rows: z.array(importRowSchema),
  counts: z.object({
    create: z.number().int(),
    skip: z.number().int(),
    reject: z.number().int(),
    warnings: z.number().int(),
  }),
});
/** POST /import/preview answer. */
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /import/commit: the preview to store and the astrologer's two choices. */
export const importCommitRequestSchema = z.object({
  importId: z.uuid({ error: IMPORT_MESSAGES.importIdInvalid }),
  useProposedTimezones: z
    .boolean({ error: 'useProposedTimezones must be true or false' })
    .default(false)
    .describe("Store the atlas's offset instead of the file's where they disagree"),
  includeDuplicates: z
    .boolean({ error: 'includeDuplicates must be true or false' })
    .default(false)
    .describe('Store likely duplicates too (skipped otherwise)'),
});
/** The commit request as sent. */
export type ImportCommitInput = z.input<typeof importCommitRequestSchema>;

/** POST /import/commit answer: what was stored. */
export const importCommitSchema = z.object({
  clients: z.number().int(),
  options: z.number().int(),
  settings: z.number().int(),
  correctedBirthTimes: z.number().int(),
  events: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  firstRunningId: z.number().int().nullable(),
  lastRunningId: z.number().int().nullable(),
});
/** What a commit stored. */
export type ImportCommit = z.infer<typeof importCommitSchema>;
