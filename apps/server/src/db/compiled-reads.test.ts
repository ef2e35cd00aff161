import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';
import { compileRead } from './compiled-reads.js';
import type { Database } from './schema.js';

describe.each(dialects())('a read compiled once on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('runs the one compiled text with each call’s values', async () => {
    t = await createTestApp(dialect);
    await signUpAstrologer(t.app, { firstName: 'Asha' });
    await signUpAstrologer(t.app, { firstName: 'Bala' });
    const readName = compileRead((db: Kysely<Database>, id: number) =>
      db.selectFrom('astrologers').select('first_name').where('id', '=', id),
    );
    const { db } = t.app.context;
    const ids = await db.selectFrom('astrologers').select('id').orderBy('id').execute();
    const names = [];
    for (const { id } of ids) names.push((await readName(db, id))?.first_name);
    expect(names).toEqual(['Asha', 'Bala']);
    expect(await readName(db, 0)).toBeUndefined();
  });

  it('never reads another request’s uncommitted rows, and reads them once committed', async () => {
    t = await createTestApp(dialect);
    const readName = compileRead((db: Kysely<Database>, id: number) =>
      db.selectFrom('astrologers').select('first_name').where('id', '=', id),
    );
    const { db } = t.app.context;
    const renameWhile = async (during: () => Promise<void>, isKept: boolean) => {
      let endTransaction = () => undefined as void;
      const ended = new Promise<void>((resolve) => (endTransaction = resolve));
      const renamed = db.transaction().execute(async (trx) => {
        await trx.updateTable('astrologers').set({ first_name: 'Chitra' }).where('id', '=', 1).execute();
        await during();
        await ended;
        if (!isKept) throw new Error('rolled back');
      });
      return { renamed, endTransaction };
    };
    await signUpAstrologer(t.app, { firstName: 'Asha' });

    // A read while another request's transaction is open answers what is committed: 'Asha', never 'Chitra'.
    // (On SQLite it waits for the transaction to end; PostgreSQL reads the committed row from another
    // connection at once.)
    let started = () => undefined as void;
    const isOpen = new Promise<void>((resolve) => (started = resolve));
    const rollback = await renameWhile(async () => started(), false);
    await isOpen;
    const duringRollback = readName(db, 1);
    rollback.endTransaction();
    await expect(rollback.renamed).rejects.toThrow('rolled back');
    expect((await duringRollback)?.first_name).toBe('Asha');

    const commit = await renameWhile(async () => undefined, true);
    commit.endTransaction();
    await commit.renamed;
    expect((await readName(db, 1))?.first_name).toBe('Chitra');
  });

  it('refuses a query whose parameters do not follow the values’ order', async () => {
    t = await createTestApp(dialect);
    // The values come as (id, minimum), the query names them the other way round.
    const swapped = compileRead((db: Kysely<Database>, id: number, minimum: number) =>
      db.selectFrom('astrologers').select('id').where('id', '>=', minimum).where('id', '=', id),
    );
    expect(() => swapped(t.app.context.db, 1, 0)).toThrow(/parameters \[-2,-1\] are not the values/);
  });
});
