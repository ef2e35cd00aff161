import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import svgCaptchaModule from 'svg-captcha';

/**
 * The sign-up captcha (spec §4 "Captcha"): six characters, 2 capitals, 2 small letters and 2 digits,
 * shuffled, drawn as SVG paths (no text in the page to read). The answer travels only as an HMAC inside a
 * signed token that expires after ten minutes, so the page's code cannot answer it. Answers are
 * case-sensitive: the mix of cases is part of the challenge. Ambiguous glyphs (O/0, I/l/1) are left out.
 */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const LIFETIME_SECONDS = 600;

interface DrawOptions {
  noise: number;
  color: boolean;
  background: string;
  width: number;
  height: number;
}
// The package's module is itself the "draw this text" function; its type declarations only describe the
// helpers hung on it, so the call signature is stated here.
const drawCaptchaSvg = svgCaptchaModule as unknown as (text: string, options: DrawOptions) => string;

function pick(alphabet: string, count: number): string[] {
  return Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)] as string);
}

/** A fresh answer: 2 upper, 2 lower, 2 digits, shuffled (Fisher–Yates with a crypto RNG). */
export function createCaptchaText(): string {
  const chars = [...pick(UPPER, 2), ...pick(LOWER, 2), ...pick(DIGITS, 2)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

function digest(answer: string, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(`captcha:${answer}`).digest('base64url');
}

/** A new captcha: the SVG image as a data URL and the checksum token to send back with the answer. */
export async function createCaptcha(secret: Uint8Array, nowMs: number) {
  const text = createCaptchaText();
  const svg = drawCaptchaSvg(text, { noise: 3, color: true, background: '#f4f1ea', width: 180, height: 60 });
  const iat = Math.floor(nowMs / 1000);
  const checksum = await new SignJWT({ cap: digest(text, secret) })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('kpdesk-captcha')
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFETIME_SECONDS)
    .sign(secret);
  return { image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, checksum };
}

/** True when `answer` is the captcha's answer and the checksum is genuine and unexpired. */
export async function isCaptchaAnswer(answer: string, checksum: string, secret: Uint8Array, nowMs: number) {
  try {
    const { payload } = await jwtVerify(checksum, secret, {
      algorithms: ['HS256'],
      audience: 'kpdesk-captcha',
      currentDate: new Date(nowMs),
    });
    const expected = Buffer.from(String(payload.cap));
    const actual = Buffer.from(digest(answer.trim(), secret));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  } catch {
    return false;
  }
}
