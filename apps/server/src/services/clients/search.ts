import type { SearchRequest } from '@kpdesk/contract';
import {
  findClient,
  findClientsByPrefix,
  toSearchKey,
  type ClientRow,
  type SearchColumn,
} from '../../db/clients.js';
import { findClientsByWords, type WordField } from '../../db/client-search-words.js';
import type { ClientDeps } from './deps.js';

/** A search answer row: the spec's suggestion (uniqueKey 'id - text', uniqueValue) plus the client's list fields. */
export interface ClientSearchHit {
  uniqueKey: string;
  uniqueValue: string;
  runningId: number;
  firstName: string;
  lastName: string | null;
  date: string;
}

function toHit(row: ClientRow): ClientSearchHit {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    uniqueKey: `${row.running_id} - ${name} (${row.dob_date}, ${row.birth_city})`,
    uniqueValue: String(row.running_id),
    runningId: row.running_id,
    firstName: row.first_name,
    lastName: row.last_name,
    date: row.dob_date,
  };
}

/** Which columns a keyword can be a prefix of, strongest first (spec: Id, Name, DOB, Mobile, Email, Birth Place). */
function columnsFor(keyword: string): SearchColumn[] {
  if (/^\d{4}-/.test(keyword)) return ['dob_date'];
  if (/^\d+$/.test(keyword)) return ['mobile'];
  if (keyword.includes('@')) return ['email_key'];
  return ['name_key', 'email_key', 'city_key'];
}

/** The fields a text keyword is matched in, by the start of any word of them. */
const WORD_FIELDS: readonly WordField[] = ['name', 'city', 'email'];

/**
 * Clients with a word of name, birth place or email that starts with the keyword ('tamil' finds
 * 'Chennai, Tamil Nadu, India'; 'new delhi' finds 'Karol Bagh, New Delhi, India'), every condition answered
 * by the word index and the database, so no match is lost behind rows that only look alike.
 */
async function findByWordStart(deps: ClientDeps, astrologerId: number, keyword: string, limit: number) {
  const found: ClientRow[] = [];
  for (const field of WORD_FIELDS)
    found.push(...(await findClientsByWords(deps.db, astrologerId, field, keyword, limit)));
  return found;
}

/**
 * POST /users/search: an exact running number first, then prefix matches on the indexed search keys, one
 * bounded index range per column, then matches at the start of any word of name, birth place or email
 * (never a scan in JavaScript); page `pageNumber` of size `pageSize`.
 */
export async function searchClients(deps: ClientDeps, astrologerId: number, request: SearchRequest) {
  const keyword = toSearchKey(request.keyword);
  const wanted = (request.pageNumber + 1) * request.pageSize;
  const hits = new Map<number, ClientRow>();
  if (/^\d+$/.test(keyword) && keyword.length <= 9) {
    const exact = await findClient(deps.db, astrologerId, Number(keyword));
    if (exact) hits.set(exact.id, exact);
  }
  for (const column of columnsFor(keyword)) {
    if (hits.size >= wanted) break;
    for (const row of await findClientsByPrefix(deps.db, astrologerId, column, keyword, wanted))
      hits.set(row.id, row);
  }
  if (hits.size < wanted && !/^\d/.test(keyword)) {
    for (const row of await findByWordStart(deps, astrologerId, keyword, wanted)) hits.set(row.id, row);
  }
  const start = request.pageNumber * request.pageSize;
  return [...hits.values()].slice(start, start + request.pageSize).map(toHit);
}
