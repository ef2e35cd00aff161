/**
 * A count with its noun as an astrologer reads it: '1 attempt', '2 attempts', '0 months'. English nouns of
 * the product that take a plain 's' only (attempt, year, month, day, row, lord, client, record).
 * @param count a whole number, 0 or more
 * @param noun the singular noun
 */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
