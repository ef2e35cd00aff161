/**
 * English sign names by index, 0 = Aries … 11 = Pisces, from the domain's vocabulary. A module without
 * schemas, so the zodiac ring of every screen, the sign-in screen's included, names the signs without bringing
 * zod.
 */
import { ZODIAC_SIGNS, nameOf } from '@kpdesk/domain';

/** The English sign names, Aries first. */
export const SIGN_NAMES: readonly string[] = ZODIAC_SIGNS.ids.map((id) => nameOf(ZODIAC_SIGNS, id, 'en'));
