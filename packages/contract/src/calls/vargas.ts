/**
 * The divisional charts (shared/domain/vargas.md): one of the sixteen with its method, positions and
 * margins, and every body in all sixteen with vargottama and Vimsopaka. Another astrologer's client is the
 * same 404 as a missing one.
 */
import { z } from 'zod';
import { clientNumberParam } from '../clients.js';
import { VARGA_DIVISION_NUMBERS, vargaChartSchema, vargaTableSchema } from '../vargas.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'charts' } as const;

/** The refusal of a division the product does not draw. */
export const VARGA_DIVISION_MESSAGE = `Choose one of the sixteen divisions: ${VARGA_DIVISION_NUMBERS.join(', ')}`;

/** A division number of the path, one of the sixteen. */
const divisionParam = z
  .string({ error: VARGA_DIVISION_MESSAGE })
  .regex(/^\d{1,2}$/, VARGA_DIVISION_MESSAGE)
  .transform(Number)
  .refine((n) => (VARGA_DIVISION_NUMBERS as readonly number[]).includes(n), VARGA_DIVISION_MESSAGE);

export const vargaCalls = {
  varga: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/varga/:runningId/:division',
    summary:
      'One divisional chart of a client: its method, drawing, positions and each sign’s margin in seconds',
    params: z.object({ runningId: clientNumberParam, division: divisionParam }),
    answer: vargaChartSchema,
  }),
  table: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/vargas/:runningId',
    summary: 'Every body in the sixteen divisions with vargottama and Vimsopaka strength',
    params: z.object({ runningId: clientNumberParam }),
    answer: vargaTableSchema,
  }),
};
