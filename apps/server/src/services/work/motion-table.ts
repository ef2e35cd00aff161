/**
 * The motion table that the engine's build wrote (`@kpdesk/astro/motion-table.bin`, SE's Moshier
 * longitudes as Chebyshev series), given to this thread's engine: the varga margins read their samples from
 * it instead of the ephemeris, with the same answers. Without the file (the engine not built), with one of
 * another build's layout, or one that does not agree with this SE (checked at nine instants), the margins
 * read the ephemeris, slower (docs/vargas.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { agreesWithEphemeris, decodeMotionTable, useMotionTable } from '@kpdesk/astro';

/** Reads and installs the table; false where there is none to install. */
export function installMotionTable(): boolean {
  let bytes: Buffer;
  try {
    bytes = readFileSync(fileURLToPath(import.meta.resolve('@kpdesk/astro/motion-table.bin')));
  } catch {
    return false;
  }
  const decoded = decodeMotionTable(bytes);
  const table = decoded && agreesWithEphemeris(decoded) ? decoded : null;
  useMotionTable(table);
  return table !== null;
}
