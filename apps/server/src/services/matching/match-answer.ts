/**
 * The engine's match in the shape of the call: the clients named, times (Julian days UT) on the astrologer's
 * clock, everything else ids and numbers the page and the PDF word from the vocabulary.
 */
import { formatLocalDateTime } from '@kpdesk/chart-answers';
import type { Match, MatchMoon, WindowBhukti } from '@kpdesk/astro';
import type { MatchAnswer } from '@kpdesk/contract';

/** A client in a match: number and name. */
export interface MatchClient {
  runningId: number;
  name: string;
}

const moonOf = (moon: MatchMoon) => ({
  longitude: moon.longitude,
  sign: moon.sign,
  nakshatra: moon.nakshatra,
  pada: moon.pada,
});

/** A bhukti of the window with its bounds on the astrologer's clock. */
const bhuktiOf = (at: (jd: number) => string) => (b: WindowBhukti) => ({
  from: at(b.start),
  to: at(b.end),
  lords: b.lords,
  supports: b.supports,
});

/** POST /match answer of the engine's match; `place` is where its ruling planets of now were read. */
export function toMatchAnswer(
  match: Match,
  clients: { bride: MatchClient; groom: MatchClient },
  offset: number,
  place: string,
): MatchAnswer {
  const at = (jd: number) => formatLocalDateTime(jd, offset);
  const { kp } = match;
  return {
    bride: { ...clients.bride, moon: moonOf(match.bride.moon) },
    groom: { ...clients.groom, moon: moonOf(match.groom.moon) },
    ayanamsaDiffers: match.ayanamsaDiffers,
    ashtakoota: match.ashtakoota,
    poruthams: match.poruthams,
    poruthamTotal: match.poruthamTotal,
    manglik: match.manglik,
    kp: {
      bride: kp.bride,
      groom: kp.groom,
      bothPromise: kp.bothPromise,
      moment: at(kp.moment),
      place,
      rulingPlanets: kp.rulingPlanets,
      crossRulingPlanets: kp.crossRulingPlanets,
      window: { from: at(kp.window.from), to: at(kp.window.to) },
      periods: kp.periods.map((p) => ({ from: at(p.from), to: at(p.to), bride: p.bride, groom: p.groom })),
      bhuktis: { bride: kp.bhuktis.bride.map(bhuktiOf(at)), groom: kp.bhuktis.groom.map(bhuktiOf(at)) },
    },
  };
}
