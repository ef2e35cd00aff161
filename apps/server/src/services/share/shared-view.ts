/**
 * GET /shared/{token}: the public read of a share link. The token opens exactly one client of one astrologer
 * and only the sections chosen for it; each section is built by the same service the astrologer's own call
 * uses, so the shared page shows what the astrologer sees. Revoked, expired, unknown and malformed tokens
 * are one 404 with one message, so the answer tells nothing about which.
 */
import { EVENT_CATALOGUE } from '@kpdesk/astro';
import {
  SHARE_MESSAGES,
  SHARE_SECTIONS,
  sharedDetailsSchema,
  type ShareSection,
  type SharedSections,
  type SharedView,
} from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import { findOpenShareLink, listSavedReports, type OpenShareLink } from '../../db/share-links.js';
import { notFound } from '../../errors.js';
import { loadChartInputs } from '../chart-core/chart-inputs.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import {
  getBirthChart,
  getChartTable,
  getClientChartData,
  getPlanetSchedule,
} from '../charts/chart-calls.js';
import { requireClient, toClientRequest } from '../clients/clients.js';
import { matchClients } from '../matching/matching.js';
import { roleOf, toSections } from './share-links.js';
import { hashShareToken, isShareTokenShape } from './share-token.js';

/** One shared client: whose it is, its number, and the partner of its match section if it has one. */
interface SharedClient {
  astrologerId: number;
  userId: number;
  match: OpenShareLink['match'];
}

async function detailsOf(deps: ChartDeps, owner: SharedClient) {
  const row = await requireClient(deps, owner.astrologerId, owner.userId);
  // The link can be forwarded: the schema leaves out the client's email, mobile and internal row id.
  const client = sharedDetailsSchema.shape.client.parse(toClientRequest(row));
  return { client, chartData: await getClientChartData(deps, owner.astrologerId, owner) };
}

async function kpOf(deps: ChartDeps, owner: SharedClient) {
  const table = <K extends Parameters<typeof getChartTable>[3]>(name: K) =>
    getChartTable(deps, owner.astrologerId, owner, name);
  return {
    planetaryPositions: await table('planetaryPosition'),
    cuspalPositions: await table('cuspalPosition'),
    selfSignificators: await table('selfSignificators'),
    planetSignificators: await table('planetSignificatorCuspalView'),
    cuspalSignificators: await table('cuspalSignificatorCuspalView'),
    rulingPlanets: (await getClientChartData(deps, owner.astrologerId, owner)).rulingPlanets,
  };
}

async function dashaOf(deps: ChartDeps, owner: SharedClient) {
  const data = await getClientChartData(deps, owner.astrologerId, owner);
  return {
    running: { dasha: data.currentDasha, bhukti: data.currentBhukti, antara: data.currentAndharam },
    schedule: await getPlanetSchedule(deps, owner.astrologerId, owner),
  };
}

/** The saved report comments of the client's events, in the catalogue's order. */
async function reportOf(deps: ChartDeps, owner: SharedClient) {
  const row = await requireClient(deps, owner.astrologerId, owner.userId);
  const saved = new Map((await listSavedReports(deps.db, row.id)).map((r) => [r.eventId, r.prediction]));
  return EVENT_CATALOGUE.filter((event) => saved.has(event.id)).map((event) => ({
    eventKey: event.key,
    eventName: event.name,
    prediction: saved.get(event.id) ?? '',
  }));
}

/** The client's match with the chosen partner, in the role the astrologer gave the client. */
async function matchOf(deps: ChartDeps, owner: SharedClient) {
  if (!owner.match) throw notFound(SHARE_MESSAGES.sharedNotFound);
  const { partnerRunningId } = owner.match;
  const isBride = roleOf(owner.match.role) === 'bride';
  return matchClients(deps, owner.astrologerId, {
    brideRunningId: isBride ? owner.userId : partnerRunningId,
    groomRunningId: isBride ? partnerRunningId : owner.userId,
  });
}

const SECTION_BUILDERS: {
  [S in ShareSection]: (deps: ChartDeps, owner: SharedClient) => Promise<NonNullable<SharedSections[S]>>;
} = {
  details: detailsOf,
  chart: (deps, owner) => getBirthChart(deps, owner.astrologerId, owner),
  kp: kpOf,
  dasha: dashaOf,
  report: reportOf,
  match: matchOf,
};

async function buildSections(deps: ChartDeps, owner: SharedClient, chosen: readonly ShareSection[]) {
  const sections: SharedSections = {};
  for (const section of chosen) {
    (sections as Record<ShareSection, unknown>)[section] = await SECTION_BUILDERS[section](deps, owner);
  }
  return sections;
}

/** The public view of the link with this token, or the one 404. */
export async function readSharedLink(deps: ChartDeps, token: string): Promise<SharedView> {
  const refused = notFound(SHARE_MESSAGES.sharedNotFound);
  if (!isShareTokenShape(token)) throw refused;
  const link = await findOpenShareLink(deps.db, hashShareToken(token), deps.clock.now());
  const astrologer = link && (await findAstrologerById(deps.db, link.astrologerId));
  if (!link || !astrologer) throw refused;
  const owner = { astrologerId: link.astrologerId, userId: link.runningId, match: link.match };
  const client = await requireClient(deps, owner.astrologerId, owner.userId);
  // A deleted partner takes the match out of the link; the other sections still open.
  const chosen = toSections(link.sections).filter((s) => s !== 'match' || link.match !== null);
  // The page reads as the astrologer's own client pages do: the client's display language, else theirs.
  const { settings } = await loadChartInputs(deps, owner.astrologerId, owner.userId);
  return {
    astrologer: {
      name: `${astrologer.first_name} ${astrologer.last_name}`.trim(),
      contact: astrologer.email,
    },
    clientName: [client.first_name, client.last_name ?? ''].join(' ').trim(),
    language: settings.displayLanguage,
    sectionOrder: SHARE_SECTIONS.filter((s) => chosen.includes(s)),
    expiresAt: new Date(link.expiresAt).toISOString(),
    sections: await buildSections(deps, owner, chosen),
  };
}
