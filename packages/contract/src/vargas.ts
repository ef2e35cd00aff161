/**
 * The divisional chart calls (shared/domain/vargas.md): GET /chart/varga/{runningId}/{division} and
 * GET /chart/vargas/{runningId}. Bodies are 'Ascendant' or a planet's full name; signs are indexes 0 = Aries …
 * 11 = Pisces (pages pick the words); a margin is whole seconds of birth time, null beyond a day.
 */
import { z } from 'zod';

// The divisions' words, handed on to the browser (which depends on the contract only).
export { VARGA_METHODS, VARGA_NAMES, VIMSOPAKA_GROUP_NAMES } from '@kpdesk/domain';
import { birthChartSchema } from './chart-drawing.js';

/** The sixteen division numbers. */
export const VARGA_DIVISION_NUMBERS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;

const bodySchema = z.enum([
  'Ascendant',
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
]);
const signSchema = z.number().int().min(0).max(11);
const seconds = z.number().int().min(0).max(86_400).nullable();

/** One body's place in a division with its margin (seconds earlier and later before the sign changes). */
export const vargaPositionSchema = z.object({
  body: bodySchema,
  sign: signSchema,
  degree: z.number().min(0).max(30).describe('degree inside the division (vargas.md V3)'),
  vargottama: z.boolean(),
  margin: z.object({ before: seconds, after: seconds }),
});

/** GET /chart/varga/{runningId}/{division}. */
export const vargaChartSchema = z.object({
  division: z.number().int(),
  method: z.string().describe('method id, words in @kpdesk/domain VARGA_METHODS'),
  birthChart: birthChartSchema,
  positions: z.array(vargaPositionSchema).max(10),
});

const vimsopakaSchema = z.object({
  shadvarga: z.number(),
  saptavarga: z.number(),
  dasavarga: z.number(),
  shodasavarga: z.number(),
});

/** One row of GET /chart/vargas/{runningId}: signs keyed 'D1' … 'D60'. */
export const vargaRowSchema = z.object({
  body: bodySchema,
  signs: z.record(z.string().regex(/^D\d+$/), signSchema),
  vargottama: z.boolean().describe('D9 sign equals D1 sign'),
  vargottamaCount: z.number().int().min(0).max(15),
  vimsopaka: vimsopakaSchema.nullable().describe('null for Rahu, Ketu and the Ascendant'),
});

/** GET /chart/vargas/{runningId}. */
export const vargaTableSchema = z.object({ rows: z.array(vargaRowSchema).max(10) });

/** A divisional chart answer. */
export type VargaChartAnswer = z.infer<typeof vargaChartSchema>;
/** The all-vargas table answer. */
export type VargaTableAnswer = z.infer<typeof vargaTableSchema>;
