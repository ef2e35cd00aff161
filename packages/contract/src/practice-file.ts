/**
 * The practice file of GET /export/practice: one versioned JSON document of the astrologer's
 * clients and Options Theory records. Plain output shapes: the import reads each record back through its
 * save rules (clientWriteSchema, clientConfigSchema, the event and option save schemas).
 */
import { z } from 'zod';
import { MARITAL_STATUS_VALUES, SEX_VALUES } from './enums/client-options.js';
import { PRACTICE_FORMAT, PRACTICE_VERSION } from './import-export.js';
import { optionRecordSchema } from './options.js';

/** One saved event judgement of an exported client, by the event's key ('marriage'). */
export const exportedEventSchema = z.object({
  eventKey: z.string(),
  planetCategory: z.string(),
  planetOrder: z.string(),
  planetCombinedCategory: z.string(),
  supportiveDestinyCategory: z.string(),
  opposingDestinyCategory: z.string(),
  prediction: z.string(),
});
/** One saved event judgement of an exported client. */
export type ExportedEvent = z.infer<typeof exportedEventSchema>;

/**
 * One life event of an exported client, in the wire form of POST /lifeevents: the import reads it
 * back through lifeEventWriteSchema and the save's date rules.
 */
export const exportedLifeEventSchema = z.object({
  eventKey: z.string(),
  date: z.string().describe('yyyy-MM-dd'),
  time: z.string().nullable().describe('HH:mm:ss, null when unknown'),
  note: z.string(),
  timezone: z
    .number()
    .nullable()
    .describe("Hours east of UTC of the event's own clock; null: the birth clock"),
});
/** One life event of an exported client. */
export type ExportedLifeEvent = z.infer<typeof exportedLifeEventSchema>;

/**
 * One client of a practice file: the Add Client fields (named as POST /user/add takes them), its number in
 * the exporting account, the corrected birth time ('yyyy-MM-dd HH:mm:ss' or null), its settings (config0..
 * config10, null = Default; null when never saved) and its saved event judgements. Plain output shapes: the
 * import reads each client back through the Add Client rules (clientWriteSchema).
 */
export const exportedClientSchema = z.object({
  runningId: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  fatherName: z.string().nullable(),
  sex: z.enum(SEX_VALUES),
  maritalStatus: z.enum(MARITAL_STATUS_VALUES),
  marriageDate: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  birthDate: z.string().describe('yyyy-MM-dd'),
  birthTime: z.string().describe('HH:mm:ss, local time at birth'),
  birthTimezone: z.number().describe('Hours east of UTC'),
  birthCity: z.string(),
  birthLatitude: z.number(),
  birthLongitude: z.number(),
  birthTimeCorrected: z.string().nullable(),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  events: z.array(exportedEventSchema),
  lifeEvents: z
    .array(exportedLifeEventSchema)
    .describe('Written by every export; a file without it imports with no life events'),
});
/** One client of a practice file. */
export type ExportedClient = z.infer<typeof exportedClientSchema>;

/** The practice file (GET /export/practice), one JSON document. */
export const practiceFileSchema = z.object({
  format: z.literal(PRACTICE_FORMAT),
  version: z.literal(PRACTICE_VERSION),
  exportedAt: z.string().describe('ISO time of the export'),
  clients: z.array(exportedClientSchema),
  options: z.array(optionRecordSchema).describe('Options Theory records as calculated'),
});
