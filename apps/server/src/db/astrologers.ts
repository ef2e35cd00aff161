import { sql, type Kysely, type Selectable, type UpdateObject } from 'kysely';
import { compileRead, type ReadAnswer } from './compiled-reads.js';
import type { AstrologersTable, Database } from './schema.js';

/** An astrologer row. */
export type AstrologerRow = Selectable<AstrologersTable>;

/** New account fields (hashes already made). */
export interface NewAstrologer {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  pinHash: string;
  passwordHash: string;
  createdAt: number;
}

/** Inserts an account; a taken email or mobile raises the database's unique violation. */
export async function insertAstrologer(db: Kysely<Database>, a: NewAstrologer): Promise<number> {
  const row = await db
    .insertInto('astrologers')
    .values({
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email.toLowerCase(),
      mobile: a.mobile,
      pin_hash: a.pinHash,
      password_hash: a.passwordHash,
      timezone: 5.5,
      pin_blocked_until: null,
      created_at: a.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The account whose email (any case) or mobile is `emailOrMobile`. */
export async function findAstrologerByLogin(db: Kysely<Database>, emailOrMobile: string) {
  return db
    .selectFrom('astrologers')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', emailOrMobile.toLowerCase()), eb('mobile', '=', emailOrMobile)]))
    .executeTakeFirst();
}

export async function findAstrologerById(db: Kysely<Database>, id: number) {
  return db.selectFrom('astrologers').selectAll().where('id', '=', id).executeTakeFirst();
}

const readProfilePlace = compileRead((db: Kysely<Database>, id: number) =>
  db.selectFrom('astrologers').select(['city', 'latitude', 'longitude', 'timezone']).where('id', '=', id),
);

/**
 * The place fields of an astrologer's profile (city, coordinates, zone), where transit charts are cast;
 * compiled once, as every transit chart call reads it.
 */
export function findProfilePlace(db: Kysely<Database>, id: number) {
  return readProfilePlace(db, id);
}

const readTokenVersion = compileRead(
  (db: Kysely<Database>, id: number) =>
    db.selectFrom('astrologers').select('token_version').where('id', '=', id),
  (row) => row?.token_version ?? null,
);

/**
 * An account's credential version, null when the account is gone; read on every signed-in request, so a pin
 * or password change committed by this or any other process ends older tokens at once. One indexed row,
 * compiled once (on SQLite read directly from the connection, compiled-reads.ts). PostgreSQL reads it per
 * request too: a cache told by LISTEN/NOTIFY would leave a window between the commit and the notice
 * reaching the other processes.
 */
export function findTokenVersion(db: Kysely<Database>, id: number): ReadAnswer<number | null> {
  return readTokenVersion(db, id);
}

/** Which of email and mobile another account already uses. */
export async function findContactOwners(db: Kysely<Database>, email: string, mobile: string, exceptId = 0) {
  const rows = await db
    .selectFrom('astrologers')
    .select(['email', 'mobile'])
    .where('id', '!=', exceptId)
    .where((eb) => eb.or([eb('email', '=', email.toLowerCase()), eb('mobile', '=', mobile)]))
    .execute();
  return {
    isEmailTaken: rows.some((r) => r.email === email.toLowerCase()),
    isMobileTaken: rows.some((r) => r.mobile === mobile),
  };
}

/**
 * Counts one wrong pin in a single atomic statement, so parallel attempts cannot get past the limit: the
 * counter only moves while it is below `limit`, and the block starts when it reaches it. Answers the new
 * count, or null when the pin was already at the limit (blocked).
 */
export async function recordWrongPin(db: Kysely<Database>, id: number, limit: number, blockUntil: number) {
  const row = await db
    .updateTable('astrologers')
    .set({
      pin_failures: sql`pin_failures + 1`,
      pin_blocked_until: sql`case when pin_failures + 1 >= ${limit} then ${blockUntil} else pin_blocked_until end`,
    })
    .where('id', '=', id)
    .where('pin_failures', '<', limit)
    .returning('pin_failures')
    .executeTakeFirst();
  return row?.pin_failures ?? null;
}

/** Counts one wrong password atomically (see recordWrongPin); null when already locked. */
export async function recordWrongPassword(db: Kysely<Database>, id: number, limit: number) {
  const row = await db
    .updateTable('astrologers')
    .set({ password_failures: sql`password_failures + 1` })
    .where('id', '=', id)
    .where('password_failures', '<', limit)
    .returning('password_failures')
    .executeTakeFirst();
  return row?.password_failures ?? null;
}

/** Ends an expired pin block (only if it is still the same expired block). */
export async function clearExpiredPinBlock(db: Kysely<Database>, id: number, now: number): Promise<void> {
  await db
    .updateTable('astrologers')
    .set({ pin_failures: 0, pin_blocked_until: null })
    .where('id', '=', id)
    .where('pin_blocked_until', '<=', now)
    .execute();
}

/** Sets columns of one account: the one shape of every plain account update. */
async function setAccountColumns(
  db: Kysely<Database>,
  id: number,
  values: UpdateObject<Database, 'astrologers'>,
): Promise<void> {
  await db.updateTable('astrologers').set(values).where('id', '=', id).execute();
}

/** A successful sign-in resets both counters. */
export async function resetFailures(db: Kysely<Database>, id: number): Promise<void> {
  await setAccountColumns(db, id, { pin_failures: 0, pin_blocked_until: null, password_failures: 0 });
}

/** Sets a new pin hash, unblocks the pin and invalidates older tokens. */
export async function updatePin(db: Kysely<Database>, id: number, pinHash: string): Promise<void> {
  await setAccountColumns(db, id, {
    pin_hash: pinHash,
    pin_failures: 0,
    pin_blocked_until: null,
    token_version: sql`token_version + 1`,
  });
}

/** Sets a new password hash, unlocks the account and invalidates older tokens. */
export async function updatePassword(db: Kysely<Database>, id: number, passwordHash: string): Promise<void> {
  await setAccountColumns(db, id, {
    password_hash: passwordHash,
    password_failures: 0,
    pin_failures: 0,
    pin_blocked_until: null,
    token_version: sql`token_version + 1`,
  });
}

/** Profile fields of an account. */
export interface ProfileFields {
  firstName: string;
  lastName: string | null;
  address: string | null;
  city: string | null;
  timezone: number;
  latitude: number | null;
  longitude: number | null;
}

export async function updateProfile(db: Kysely<Database>, id: number, p: ProfileFields): Promise<void> {
  await setAccountColumns(db, id, {
    first_name: p.firstName,
    last_name: p.lastName ?? '',
    address: p.address,
    city: p.city,
    timezone: p.timezone,
    latitude: p.latitude,
    longitude: p.longitude,
  });
}

export async function updateContact(db: Kysely<Database>, id: number, email: string, mobile: string) {
  await setAccountColumns(db, id, { email: email.toLowerCase(), mobile });
}
