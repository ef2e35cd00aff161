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

/** Settings (config0..config11) as JSON text. */
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

/** A saved Options Theory record; retro flags are 0/1, options and profile JSON text. */
export interface OptionRecordsTable {
  id: Generated<number>;
  astrologer_id: number;
  /** The record's visible number, unique per astrologer. */
  running_id: number;
  name: string;
  /** Lower-cased, accent-free name, for the search. */
  name_key: string;
  question: string;
  /** Local date 'yyyy-MM-dd' and time 'HH:mm' or 'HH:mm:ss' of the judgement. */
  option_date: string;
  option_time: string;
  /** Hours east of UTC. */
  timezone: number;
  place: string;
  latitude: number;
  longitude: number;
  options_count: number;
  options: string;
  result: number;
  ascendant_lord: string;
  ascendant_retro: number;
  ascendant_value: number;
  moon_star_lord: string;
  moon_star_retro: number;
  moon_star_value: number;
  moon_sign_lord: string;
  moon_sign_retro: number;
  moon_sign_value: number;
  day_lord: string;
  day_retro: number;
  day_value: number;
  total: number;
  profile: string;
  created_at: number;
  updated_at: number;
}

export interface OptionCountersTable {
  astrologer_id: number;
  last_running_id: number;
}

/**
 * The database as Kysely sees it. Other areas add their tables here (clients, settings, history…), each with
 * its migration under migrations/ and its queries in a db/<family>.ts module.
 */
/**
 * One word of a client's name, birth place or email, or two adjacent words of it, for searches by the start
 * of any word (db/client-search-words.ts).
 */
export interface ClientSearchWordsTable {
  client_id: number;
  astrologer_id: number;
  /** Which field the word is from: 'name', 'city' or 'email'; 'name2', 'city2' or 'mail2' for a word pair. */
  field: string;
  /** Lower case without accents (toSearchKey); a pair's two words joined by one space. */
  word: string;
}

/** The event catalogue's ids, keys and names (seeded by migration 006). */
export interface EventsTable {
  id: number;
  event_key: string;
  name: string;
}

/** The saved judgement of a client and event: comma lists of values 0..9 and the report comment. */
export interface UserEventsTable {
  id: Generated<number>;
  client_id: number;
  event_id: number;
  planet_category: string;
  planet_order: string;
  planet_combined_category: string;
  supportive_destiny_category: string;
  opposing_destiny_category: string;
  prediction: string;
  updated_at: number;
}

/** A checked import waiting for its commit; `payload` is JSON text of the rows to store. */
export interface ImportPreviewsTable {
  id: string;
  astrologer_id: number;
  format: string;
  payload: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/**
 * A SQLite import commit in progress (migration 2026-11-30-022): the running numbers it reserved, inclusive,
 * null when the import has no rows of that kind, and the last of each it has written so far (null: none yet).
 */
export interface ImportJournalTable {
  id: Generated<number>;
  astrologer_id: number;
  preview_id: string;
  first_client_number: number | null;
  last_client_number: number | null;
  first_option_number: number | null;
  last_option_number: number | null;
  written_client_number: number | null;
  written_option_number: number | null;
  started_at: number;
}

/** A saved horary question; `settings` is JSON text of the calculation settings it was cast with. */
export interface HoraryQuestionsTable {
  id: Generated<number>;
  astrologer_id: number;
  running_id: number;
  /** The linked client's row id (clients.id), null without one or after the client is deleted. */
  client_id: number | null;
  horary_number: number;
  question: string;
  /** Lower-cased, accent-free question, for the word search. */
  question_key: string;
  judgement_date: string;
  judgement_time: string;
  timezone: number;
  place: string;
  latitude: number;
  longitude: number;
  method: string;
  rotate_house: number;
  event_id: number | null;
  settings: string;
  created_at: number;
  updated_at: number;
}

export interface HoraryCountersTable {
  astrologer_id: number;
  last_running_id: number;
}

/** A read-only share link of a client: the token only as its SHA-256 hash, times in ms. */
export interface ShareLinksTable {
  id: Generated<number>;
  astrologer_id: number;
  client_id: number;
  token_hash: string;
  /** Comma list of the shared section names, in the order chosen. */
  sections: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** The match section's partner (a client row id), null without it or once the partner is deleted. */
  match_partner_id: number | null;
  /** The shared client's role in that match: 'bride' or 'groom'. */
  match_role: string | null;
}

/** A client's life event: catalogue key, date 'yyyy-MM-dd', time 'HH:mm:ss' or null, note. */
export interface LifeEventsTable {
  id: Generated<number>;
  astrologer_id: number;
  client_id: number;
  event_key: string;
  event_date: string;
  event_time: string | null;
  /** Hours east of UTC of the event's own clock; null: the birth clock. */
  event_timezone: number | null;
  note: string;
  created_at: number;
  updated_at: number;
}

/** A muhurta saved to a client: the window's local start and end, the search and the window as JSON. */
export interface SavedMuhurtasTable {
  id: Generated<number>;
  astrologer_id: number;
  client_id: number;
  window_start: string;
  window_end: string;
  /** The validated search body, JSON. */
  search: string;
  /** The window as the search found it, JSON. */
  found: string;
  note: string;
  created_at: number;
}

/** A heavy calculation running for an astrologer (the per-astrologer share of the worker threads). */
export interface WorkClaimsTable {
  id: Generated<number>;
  astrologer_id: number;
  /** Server clock ms after which the claim no longer counts (the time budget with a margin). */
  expires_at: number;
}

/** A rate limit's counter: the hits of one hashed key in the window ending at reset_at (ms). */
export interface RateCountersTable {
  key_hash: string;
  hits: number;
  reset_at: number;
}

/** An astrologer's device key (docs/offline.md): 32 random bytes, base64, and its random name. */
export interface DeviceKeysTable {
  astrologer_id: number;
  key: string;
  key_id: string;
  created_at: number;
}

export interface Database {
  device_keys: DeviceKeysTable;
  work_claims: WorkClaimsTable;
  saved_muhurtas: SavedMuhurtasTable;
  rate_counters: RateCountersTable;
  share_links: ShareLinksTable;
  client_search_words: ClientSearchWordsTable;
  astrologers: AstrologersTable;
  password_resets: PasswordResetsTable;
  clients: ClientsTable;
  client_counters: ClientCountersTable;
  client_visits: ClientVisitsTable;
  astrologer_settings: AstrologerSettingsTable;
  client_settings: ClientSettingsTable;
  option_records: OptionRecordsTable;
  option_counters: OptionCountersTable;
  events: EventsTable;
  user_events: UserEventsTable;
  import_previews: ImportPreviewsTable;
  import_journal: ImportJournalTable;
  horary_questions: HoraryQuestionsTable;
  horary_counters: HoraryCountersTable;
  life_events: LifeEventsTable;
}
