import type { Generated } from 'kysely';

/** Times are milliseconds since the Unix epoch (bigint columns), so both dialects compare them the same way. */
export interface AstrologersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** Lower-cased. */
  email: string;
  mobile: string;
  pin_hash: string;
  password_hash: string;
  address: string | null;
  city: string | null;
  /** Hours east of UTC. */
  timezone: number;
  latitude: number | null;
  longitude: number | null;
  pin_failures: Generated<number>;
  pin_blocked_until: number | null;
  password_failures: Generated<number>;
  /** Bumped by every pin or password change; tokens carry it, so older tokens stop working. */
  token_version: Generated<number>;
  created_at: number;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  astrologer_id: number;
  otp_hash: string;
  expires_at: number;
  tries: Generated<number>;
  used_at: number | null;
  created_at: number;
}

/**
 * The database as Kysely sees it. Other areas add their tables here (clients, settings, history…), each with
 * its migration under migrations/ and its queries in a db/<family>.ts module.
 */
export interface Database {
  astrologers: AstrologersTable;
  password_resets: PasswordResetsTable;
}
