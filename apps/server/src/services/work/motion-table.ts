/**
 * The motion table that the engine's build wrote (`@kpdesk/astro/motion-table.bin`, SE's Moshier
 * longitudes as Chebyshev series), given to this thread's engine: the varga margins read their samples from
 * it instead of the ephemeris, with the same answers. Without the file (the engine not built) or with one
 * of another build, the margins read the ephemeris, slower (docs/vargas.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeMotionTable, useMotionTable } from '@kpdesk/astro';

/** Reads and installs the table; false where there is none to install. */
export function installMotionTable(): boolean {
  let bytes: Buffer;
  try {
    bytes = readFileSync(fileURLToPath(import.meta.resolve('@kpdesk/astro/motion-table.bin')));
  } catch {
    return false;
  }
  const table = decodeMotionTable(bytes);
  useMotionTable(table);
  return table !== null;
}
