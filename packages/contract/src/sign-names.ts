/**
 * English sign names by index, 0 = Aries … 11 = Pisces (the engine keeps its own copy: it imports nothing of
 * ours). A module without schemas, so the zodiac ring of every screen, the sign-in screen's included, names
 * the signs without bringing zod (issue 27).
 */
export const SIGN_NAMES = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
