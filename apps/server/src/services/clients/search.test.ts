import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { insertAstrologer } from '../../db/astrologers.js';
import { insertClientsInBulk, type ClientFields } from '../../db/clients.js';
import { clientSearchPairsMigration } from '../../db/migrations/2026-11-24-010-client-search-pairs.js';
import { createTestApp, dialects, type TestApp } from '../../test/app.js';
import { searchClients } from './search.js';

function client(firstName: string, birthCity: string, overrides: Partial<ClientFields> = {}): ClientFields {
  return {
    firstName,
    lastName: null,
    fatherName: null,
    sex: 'Male',
    dobDate: '1980-05-17',
    dobTime: '06:15:00',
    birthTimezone: 5.5,
    birthCity,
    birthLatitude: 28.6,
    birthLongitude: 77.2,
    maritalStatus: '',
    marriageDate: null,
    email: null,
    mobile: null,
    ...overrides,
  };
}

describe.each(dialects())('header search by words on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  async function seed(clients: ClientFields[]) {
    t = await createTestApp(dialect);
    const { db } = t.app.context;
    const astrologerId = await insertAstrologer(db, {
      firstName: 'Meena',
      lastName: 'Iyer',
      email: 'meena@example.com',
      mobile: '9840000000',
      pinHash: 'x',
      passwordHash: 'x',
      createdAt: t.clock.now(),
    });
    await insertClientsInBulk(db, astrologerId, clients, t.clock.now());
    return async (keyword: string, pageNumber = 0) =>
      (await searchClients({ db, clock: t.clock }, astrologerId, { keyword, pageNumber, pageSize: 5 })).map(
        (hit) => hit.runningId,
      );
  }

  it('finds a client by several words behind a page of clients that share only the first', async () => {
    const search = await seed([
      ...['Asha', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farah'].map((name) => client(name, 'New York, USA')),
      client('Gopal', 'Karol Bagh, New Delhi, India'),
    ]);
    expect(await search('new delhi')).toEqual([7]);
    expect(await search('New Del')).toEqual([7]);
    expect(await search('bagh, new delhi')).toEqual([7]);
    expect(await search('bagh new delhi ind')).toEqual([7]);
    expect(await search('delhi india')).toEqual([7]);
    // The words side by side, in their order.
    expect(await search('delhi new')).toEqual([]);
    expect(await search('karol new')).toEqual([]);
    expect(await search('bagh new')).toEqual([7]);
    expect(await search('york')).toEqual([1, 2, 3, 4, 5]);
    expect(await search('york', 1)).toEqual([6]);
  });

  it('counts a client with several words of the same start once, so no client is crowded out', async () => {
    // The index lists sakkottai 1, 2, sathankulam 1, 2, sayalgudi 1 before Gopal's saythur: the five rows of
    // a page hold two clients only.
    const search = await seed([
      client('Arun', 'Ramnad, Sakkottai, Sathankulam, Sayalgudi'),
      client('Bala', 'Ramnad, Sakkottai, Sathankulam, Sayalgudi'),
      client('Gopal', 'Ramnad, Saythur'),
    ]);
    expect(await search('sa')).toEqual([1, 2, 3]);
    expect(await search('ramnad, say')).toEqual([3]);
  });

  it('matches several words of a name and of an email, whatever stands between them', async () => {
    const search = await seed([
      client('Anna', 'Chennai, India', { lastName: 'Maria Lopez', email: 'anna.maria@mail.in' }),
      client('Anna', 'Chennai, India', { lastName: 'Mar_ia', email: 'anna@mail.in' }),
    ]);
    expect(await search('maria lopez')).toEqual([1]);
    expect(await search('maria@mail')).toEqual([1]);
    expect(await search('mar_ia')).toEqual([2]);
    expect(await search('mar ia')).toEqual([2]);
    expect(await search('lopez maria')).toEqual([]);
  });

  it('gives clients saved before word pairs their pairs (migration 010)', async () => {
    const search = await seed([client('Gopal', 'Karol Bagh, New Delhi, India')]);
    // Migrations receive the database untyped.
    const db = t.app.context.db as unknown as Kysely<unknown>;
    const migration = clientSearchPairsMigration();
    await migration.down(db);
    expect(await search('new delhi')).toEqual([]);
    await migration.up(db);
    expect(await search('new delhi')).toEqual([1]);
  });
});
