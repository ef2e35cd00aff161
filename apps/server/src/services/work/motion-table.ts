/**
 * The motion table that the engine's build wrote (`@kpdesk/astro/motion-table.bin`, SE's Moshier
 * longitudes as Chebyshev series), given to the engine of the thread the calculations run in (each worker
 * thread, or the main one where the tasks run inline): the varga margins read their paths from it instead of
 * the ephemeris, with the same answers. Without the file (the engine not built), with one of
 * another build's layout, or one that does not agree with this SE (checked at nine instants), the margins
 * read the ephemeris, slower (docs/vargas.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { agreesWithEphemeris, decodeMotionTable, useMotionTable, type MotionTable } from '@kpdesk/astro';

/** The table the build wrote, read and checked against this SE; null where there is none to trust. */
export function readMotionTable(): MotionTable | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(fileURLToPath(import.meta.resolve('@kpdesk/astro/motion-table.bin')));
  } catch {
    return null;
  }
  const table = decodeMotionTable(bytes);
  return table && agreesWithEphemeris(table) ? table : null;
}

/** Whether this thread's engine was given a table (undefined: not yet tried). */
let installed: boolean | undefined;

/**
 * Reads and installs the table in this thread's engine, once per thread (each app the tests build runs its
 * tasks inline on one thread); false where there is none to install.
 */
export function installMotionTable(): boolean {
  if (installed === undefined) {
    const table = readMotionTable();
    useMotionTable(table);
    installed = table !== null;
  }
  return installed;
}
