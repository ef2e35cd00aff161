/** The balance of the birth dasha at birth, read by Client Details and the dasha chain. */
import { z } from 'zod';

/**
 * The balance of the birth dasha at birth (domain §12): what remains of the Moon's star lord's dasha,
 * in whole dasha years, then whole months of a twelfth of that year, then whole days (floored), all on
 * the client's dasha year setting (its length in days, e.g. 365.25 or 360).
 */
export const dashaBalanceSchema = z.object({
  lord: z.string().describe('Lord of the dasha running at birth (the Moon’s star lord), full name'),
  years: z.number().int().min(0),
  months: z.number().int().min(0).max(11),
  days: z.number().int().min(0).describe('Whole days of the dasha year’s days / 12 per month, floored'),
});
/** The balance at birth. */
export type DashaBalance = z.infer<typeof dashaBalanceSchema>;
