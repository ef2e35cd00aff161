/**
 * The English screen texts of the Import/Export page; the English text is the key. Shared words come
 * from other areas' keys: the client fields 'First name', 'Last name', 'Sex', 'Birth date', 'Birth time', 'Time zone',
 * 'Latitude', 'Longitude', 'Email', 'Mobile', and 'Name', 'Action', 'Settings', 'None'. What the server answers
 * stays as written: the file's notices, each row's problem message, the refusals (IMPORT_MESSAGES), client names
 * and columns, and the cell formats that are patterns ('yyyy-MM-dd'). A count with a noun has one key per
 * singular/plural, as the dasha balances do; a count beside a label ('Skipped: 2') needs none in any language.
 */
export const TRANSFER_PHRASES = [
  // The page and its two panels.
  'Import and export',
  'Export',
  'Import',
  // Export: what each file holds, the two downloads and the saved file's name.
  'The practice file holds every client with birth data, client settings, corrected birth time and saved event judgements, and every Options Theory record; it imports back here. The CSV holds the client records alone, one a row, for spreadsheets and other programs.',
  'Export practice (JSON)',
  'Export clients (CSV)',
  'Saved {{file}}',
  // Import: the format choices (their values stay json, csv, jhd), the file field and the reading line.
  'File format',
  'CSV with a header row',
  'KP Astro Desk practice file (JSON)',
  'Jagannatha Hora charts (.jhd, one or many)',
  'File to import',
  'Files to import',
  'Nothing is stored until you confirm the preview.',
  'Reading the file…',
  // The preview: its counts, the commit's two choices (1 row or n rows) and Confirm import.
  'Preview of the file',
  '{{create}} to create, {{skip}} to skip as likely duplicates, {{reject}} rejected, {{warnings}} with warnings.',
  "Use the atlas's proposed time zone where the file's differs (1 row)",
  "Use the atlas's proposed time zone where the file's differs ({{n}} rows)",
  'Import likely duplicates too (1 row)',
  'Import likely duplicates too ({{n}} rows)',
  'Confirm import',
  // What the commit stored: the clients with their numbers, then the rest beside labels.
  'Import stored: 1 client (number {{first}}).',
  'Import stored: {{n}} clients (numbers {{first}} to {{last}}).',
  'Import stored: no clients.',
  'Options Theory records: {{options}}, client settings: {{settings}}, corrected birth times: {{times}}, event judgements: {{events}}; skipped: {{skipped}}, rejected: {{rejected}}.',
  // The CSV column mapping: the fields beyond the shared ones, the formats in words, the choices and Apply.
  'Column of each field',
  "The file's columns as detected from its header row. Change any, then press Apply mapping to preview again; nothing is stored until Confirm import.",
  'Father name',
  'Birth place',
  'Marital status',
  'Marriage date',
  'Corrected birth time',
  '{{field}} (required)',
  'Not in the file',
  'Male or Female (M, F)',
  'HH:mm or HH:mm:ss, 24-hour',
  'hours east of UTC: 5.5, -4, +05:30; empty = the atlas offset',
  'decimal degrees, north positive',
  'decimal degrees, east positive',
  'Apply mapping',
  'Apply mapping (changed)',
  // The preview table: caption, headings, what comes with a row, the actions and the problems.
  'Import preview',
  'Rows of the file, what the import does with each, and its problems',
  'Show only rows with problems',
  'Row',
  'Problems',
  'Event judgements',
  'Options Theory record',
  'settings',
  '{{n}} event judgement(s)',
  'settings, {{n}} event judgement(s)',
  'Create',
  'Skip (likely duplicate)',
  'Reject',
  'Error · {{field}}: {{message}}',
  'Warning · {{field}}: {{message}}',
  "Error · {{field}}: {{message}} (in the file: '{{value}}')",
  "Warning · {{field}}: {{message}} (in the file: '{{value}}')",
] as const;

/** A screen text of this area. */
export type TransferPhrase = (typeof TRANSFER_PHRASES)[number];
