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

export interface ClientsTable {
  id: Generated<number>;
  astrologer_id: number;
  /** The client's visible number, unique per astrologer. */
  running_id: number;
  first_name: string;
  last_name: string | null;
  father_name: string | null;
  sex: string;
  /** Local civil birth date 'yyyy-MM-dd' and time 'HH:mm:ss', as entered. */
  dob_date: string;
  dob_time: string;
  /** 'yyyy-MM-dd HH:mm:ss' after a birth time correction, else null. */
  birth_time_corrected: string | null;
  /** Hours east of UTC. */
  birth_timezone: number;
  birth_city: string;
  birth_latitude: number;
  birth_longitude: number;
  marital_status: string;
  marriage_date: string | null;
  email: string | null;
  mobile: string | null;
  /** Lower-cased, accent-free search keys. */
  name_key: string;
  city_key: string;
  email_key: string | null;
  /** 'MM-dd' of the birth date, for upcoming birthdays. */
  birthday_key: string;
  created_at: number;
  updated_at: number;
}

export interface ClientCountersTable {
  astrologer_id: number;
  last_running_id: number;
}

export interface ClientVisitsTable {
  id: Generated<number>;
  astrologer_id: number;
  client_id: number;
  visited_at: number;
}

/** Settings (config0..config10) as JSON text. */
export interface AstrologerSettingsTable {
  astrologer_id: number;
  settings: string;
  updated_at: number;
}

export interface ClientSettingsTable {
  client_id: number;
  settings: string;
  updated_at: number;
}

/**
 * The database as Kysely sees it. Other areas add their tables here (clients, settings, history…), each with
 * its migration under migrations/ and its queries in a db/<family>.ts module.
 */
export interface Database {
  astrologers: AstrologersTable;
  password_resets: PasswordResetsTable;
  clients: ClientsTable;
  client_counters: ClientCountersTable;
  client_visits: ClientVisitsTable;
  astrologer_settings: AstrologerSettingsTable;
  client_settings: ClientSettingsTable;
}
