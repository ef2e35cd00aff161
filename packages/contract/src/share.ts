/**
 * Share links: a read-only link to chosen sections of one client, valid 1 to 90 days, revocable; the match
 * section adds the client's match with one chosen partner (docs/matching.md).
 * The token is shown once, on creation (the server keeps only its SHA-256 hash); the public answer carries
 * only the chosen sections of that client, each in the shape of the astrologer's own call for the same data,
 * and of the astrologer only the name and contact (email) that the PDF footer shows too.
 */
import { z } from 'zod';
import { birthChartSchema } from './chart-drawing.js';
import { SHARED_PAGE_PATH } from './shared-page-path.js';
import {
  clientChartDataSchema,
  cuspalPositionLayout,
  planetaryPositionLayout,
  planetScheduleSchema,
  rulingPlanetLayout,
  runningPeriodSchema,
  selfSignificatorLayout,
} from './charts.js';
import { clientRequestSchema, decimalIdField } from './clients.js';
import { DISPLAY_LANGUAGES } from './i18n/display-languages.js';
import { matchAnswerSchema } from './matching.js';
import { cuspalSignificatorCuspalLayout, planetSignificatorCuspalLayout } from './significator-layouts.js';

/** The sections an astrologer can share, in the order the shared page shows them. */
export const SHARE_SECTIONS = ['details', 'chart', 'kp', 'dasha', 'report', 'match'] as const;
/** One shareable section. */
export type ShareSection = (typeof SHARE_SECTIONS)[number];

/** What each section shows, for the Share page's choices. */
export const SHARE_SECTION_NAMES: Readonly<Record<ShareSection, string>> = {
  details: 'Client details',
  chart: 'Birth chart',
  kp: 'KP tables (positions, significators, ruling planets)',
  dasha: 'Dasha periods',
  report: 'Event reports',
  match: 'Marriage match with a chosen partner',
};

export { SHARED_PAGE_PATH };

/** The address of a share link, relative to the site (the server has no public base URL setting). */
export function sharedPageUrl(token: string): string {
  return `${SHARED_PAGE_PATH}?t=${encodeURIComponent(token)}`;
}

/** Shortest and longest life of a link, whole days. */
export const SHARE_EXPIRY_DAYS = { min: 1, max: 90 } as const;

/** Refusals of the share calls; each names its field. */
export const SHARE_MESSAGES = {
  sectionsRequired: 'Choose at least one section to share',
  sectionUnknown: 'Choose the sections to share from the list',
  sectionsDuplicate: 'Choose each section to share once',
  expiresInDays: `The link can stay open from ${SHARE_EXPIRY_DAYS.min} to ${SHARE_EXPIRY_DAYS.max} whole days`,
  linkIdInvalid: 'Choose a share link from the list',
  linkNotFound: 'Share link is not found.',
  sharedNotFound: 'This link is not valid. It may have expired or been revoked.',
  matchPartner: 'Choose the partner of the match from your clients',
  matchRole: 'Choose whether this client is the bride or the groom',
  matchWithoutSection: 'Tick the match section to share a match, or leave out the partner',
} as const;

const sectionField = z.enum(SHARE_SECTIONS, { error: SHARE_MESSAGES.sectionUnknown });

/**
 * The match section's partner: another client of the astrologer, and the role the shared client takes (C1:
 * the astrologer says who is the bride). The same client twice is refused when the link is created.
 */
export const shareMatchSchema = z.object({
  partnerRunningId: decimalIdField(SHARE_MESSAGES.matchPartner, 1),
  role: z.enum(['bride', 'groom'], { error: SHARE_MESSAGES.matchRole }),
});
/** The partner of a shared match. */
export type ShareMatch = z.output<typeof shareMatchSchema>;

/**
 * POST /share/{runningId}: the sections to share (at least one, no repeats), the days until expiry, and with
 * the match section its partner (required with it, refused without it).
 */
export const shareCreateSchema = z
  .object({
    sections: z
      .array(sectionField, { error: SHARE_MESSAGES.sectionsRequired })
      .min(1, SHARE_MESSAGES.sectionsRequired)
      .refine((list) => new Set(list).size === list.length, SHARE_MESSAGES.sectionsDuplicate),
    expiresInDays: z
      .number({ error: SHARE_MESSAGES.expiresInDays })
      .int(SHARE_MESSAGES.expiresInDays)
      .min(SHARE_EXPIRY_DAYS.min, SHARE_MESSAGES.expiresInDays)
      .max(SHARE_EXPIRY_DAYS.max, SHARE_MESSAGES.expiresInDays),
    match: shareMatchSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const hasSection = Array.isArray(body.sections) && body.sections.includes('match');
    if (hasSection && !body.match) {
      ctx.addIssue({
        code: 'custom',
        path: ['match', 'partnerRunningId'],
        message: SHARE_MESSAGES.matchPartner,
      });
    } else if (!hasSection && body.match) {
      ctx.addIssue({ code: 'custom', path: ['match'], message: SHARE_MESSAGES.matchWithoutSection });
    }
  });
/** The create body as a form sends it. */
export type ShareCreateInput = z.input<typeof shareCreateSchema>;

const instant = z.string().describe('ISO 8601 UTC instant of the server clock');

/** The answer of a created link: the token and URL appear only here, once. */
export const shareCreatedSchema = z.object({
  id: z.number().int().positive(),
  token: z.string().describe('32 random bytes, base64url (43 characters); stored only as its SHA-256 hash'),
  url: z.string().describe("'/shared.html?t=<token>', absolute when the server has a public base URL"),
  expiresAt: instant,
});
/** A created link. */
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** Whether a link still opens: active, revoked by the astrologer, or past its expiry. */
export const shareStateSchema = z.enum(['active', 'revoked', 'expired']);
/** A link's state. */
export type ShareState = z.infer<typeof shareStateSchema>;

/** One link of GET /share/list/{runningId} (never its token). */
export const shareLinkSchema = z.object({
  id: z.number().int().positive(),
  sections: z.array(sectionField),
  createdAt: instant,
  expiresAt: instant,
  revokedAt: instant.nullable(),
  state: shareStateSchema,
  match: z
    .object({ partnerRunningId: z.number().int(), role: shareMatchSchema.shape.role })
    .nullable()
    .describe('The partner of the match section; null without it, or once the partner is deleted'),
});
/** One link as listed. */
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The client's links, newest first. */
export const shareLinkListSchema = z.array(shareLinkSchema);

/**
 * The details section: the client record of the chart pages without its internal id, email and mobile (a
 * link can be forwarded), and the client chart data of Client Details.
 */
export const sharedDetailsSchema = z.object({
  client: clientRequestSchema.omit({ id: true, email: true, mobile: true }),
  chartData: clientChartDataSchema,
});

/** The KP tables: positions, significators (cuspal views) and the birth-time ruling planets. */
export const sharedKpSchema = z.object({
  planetaryPositions: planetaryPositionLayout.table,
  cuspalPositions: cuspalPositionLayout.table,
  selfSignificators: selfSignificatorLayout.table,
  planetSignificators: planetSignificatorCuspalLayout.table,
  cuspalSignificators: cuspalSignificatorCuspalLayout.table,
  rulingPlanets: rulingPlanetLayout.table,
});

/** The dasha section: the running chain today and the nine mahadashas with their bhuktis. */
export const sharedDashaSchema = z.object({
  running: z.object({ dasha: runningPeriodSchema, bhukti: runningPeriodSchema, antara: runningPeriodSchema }),
  schedule: planetScheduleSchema,
});

/**
 * The report section: the saved Advanced Stellar System report comment of each of the client's events that
 * has one (events without a saved, non-empty comment are left out), in the catalogue's order.
 */
export const sharedReportSchema = z.array(
  z.object({ eventKey: z.string(), eventName: z.string(), prediction: z.string() }),
);

/** The chosen sections only: a section that was not chosen is absent. */
export const sharedSectionsSchema = z.object({
  details: sharedDetailsSchema.optional(),
  chart: birthChartSchema
    .optional()
    .describe("The birth chart in the astrologer's chart style for the client"),
  kp: sharedKpSchema.optional(),
  dasha: sharedDashaSchema.optional(),
  report: sharedReportSchema.optional(),
  match: matchAnswerSchema
    .optional()
    .describe('The match of the client with the chosen partner, as POST /match answers it'),
});
/** The shared sections. */
export type SharedSections = z.infer<typeof sharedSectionsSchema>;

/** GET /shared/{token}: what the public page shows. */
export const sharedViewSchema = z.object({
  astrologer: z.object({
    name: z.string(),
    contact: z.string().optional().describe("The astrologer's email"),
  }),
  clientName: z.string(),
  language: z
    .enum(DISPLAY_LANGUAGES.map((language) => language.value))
    .describe("The display language the page reads in: the client's config11, else the astrologer's"),
  sectionOrder: z.array(sectionField).describe('The chosen sections in the order the page shows them'),
  expiresAt: instant,
  sections: sharedSectionsSchema,
});
/** The public answer of a share link. */
export type SharedView = z.infer<typeof sharedViewSchema>;
