/**
 * The KP horary table (domain §1.3, §11): the querent's number n, 1..249, is row n of the KP sign/star/sub
 * table, and the row's start is the horary Ascendant. The rows themselves are built in kp/sub-table.ts,
 * because lord-change searches and sub-lord margins read the same 249 boundaries; they are re-exported
 * here so that the horary code and its readers find the table under horary/.
 */
import { KP_SUB_TABLE, type KpSubRow } from '../kp/sub-table.js';

export { KP_SUB_TABLE, type KpSubRow };

/** The lowest and highest horary numbers (the rows of the 249 table). */
export const HORARY_NUMBER_MIN = 1;
export const HORARY_NUMBER_MAX = KP_SUB_TABLE.length;

/** The row of a horary number; throws a RangeError outside 1..249 or for a fraction. */
export function findHoraryRow(number: number): KpSubRow {
  const row = Number.isInteger(number) ? KP_SUB_TABLE[number - 1] : undefined;
  if (!row) {
    throw new RangeError(`horary number must be a whole number ${HORARY_NUMBER_MIN}..${HORARY_NUMBER_MAX}`);
  }
  return row;
}
