import { z } from 'zod';

/** Header search: fewest characters before suggestions are asked for (spec §9). */
export const CLIENT_SEARCH_MIN_LENGTH = 2;
/** Header search page size and first page (spec §7, §9). */
export const CLIENT_SEARCH_PAGE_SIZE = 5;
export const CLIENT_SEARCH_FIRST_PAGE = 0;
/** Largest page a caller may ask for, so one call cannot read a whole client list. */
export const CLIENT_SEARCH_MAX_PAGE_SIZE = 50;
/** Longest search keyword, characters (the spec's 50-character input limit). */
export const SEARCH_KEYWORD_MAX_LENGTH = 50;

/** The header search modal messages (spec §8), verbatim. */
export const CLIENT_SEARCH_MESSAGES = {
  keywordRequired: 'Enter search keyword like Id, Name, DOB, Mobile, Email, Birth Place.',
  notFound: 'Client is not found with the search keyword.',
  multipleFound: 'Multiple Client details found. Search with specific keyword.',
} as const;

/** POST /users/search payload: the keyword matches Id, Name, DOB (yyyy-mm-dd), Mobile, Email or Birth Place. */
export const searchRequestSchema = z.object({
  pageNumber: z.number().int().min(0).default(CLIENT_SEARCH_FIRST_PAGE),
  pageSize: z.number().int().min(1).max(CLIENT_SEARCH_MAX_PAGE_SIZE).default(CLIENT_SEARCH_PAGE_SIZE),
  keyword: z
    .string({ error: CLIENT_SEARCH_MESSAGES.keywordRequired })
    .trim()
    .min(1, CLIENT_SEARCH_MESSAGES.keywordRequired)
    .max(SEARCH_KEYWORD_MAX_LENGTH, CLIENT_SEARCH_MESSAGES.keywordRequired),
});
/** Search payload after validation. */
export type SearchRequest = z.output<typeof searchRequestSchema>;

/** One search suggestion: uniqueKey 'id - text' (e.g. '12 - Ravi Kumar'), uniqueValue the text to search with. */
export const clientSuggestionSchema = z.object({ uniqueKey: z.string(), uniqueValue: z.string() });
/** One search suggestion. */
export type ClientSuggestion = z.infer<typeof clientSuggestionSchema>;

/** The uniqueKey of a suggestion: '{runningId} - {text}'. */
export function toSuggestionKey(runningId: number, text: string): string {
  return `${runningId} - ${text}`;
}

/**
 * A row of the Recently Viewed, Upcoming Birthdays and recent options lists, and of a search that
 * finds clients: runningId, names and a date 'yyyy-MM-dd' (visit, birthday or option date).
 */
export const clientListItemSchema = z.object({
  runningId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  date: z.string(),
});
/** One list row. */
export type ClientListItem = z.infer<typeof clientListItemSchema>;

/** Location search: fewest characters before suggestions are asked for (spec §9). */
export const LOCATION_SEARCH_MIN_LENGTH = 3;
/** Most location suggestions in one answer. */
export const LOCATION_SEARCH_MAX_RESULTS = 10;
/** Message of a too-short place search (the spec shows none; wording ours). */
export const LOCATION_SEARCH_SHORT_MESSAGE = 'Enter at least 3 characters of the place name';

/** GET /search/coordinate/{text} parameter: 3 to 100 characters. */
export const locationSearchSchema = z.object({
  text: z
    .string({ error: LOCATION_SEARCH_SHORT_MESSAGE })
    .trim()
    .min(LOCATION_SEARCH_MIN_LENGTH, LOCATION_SEARCH_SHORT_MESSAGE)
    .max(100),
});

/**
 * One place suggestion of the atlas: 'City, region, country', coordinates in decimal degrees (north
 * and east positive), the IANA time zone of the place (e.g. 'Asia/Kolkata') and its population.
 */
export const locationSuggestionSchema = z.object({
  locationName: z.string(),
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
  timeZone: z.string(),
  population: z.number().int().min(0),
});
/** One place suggestion. */
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
