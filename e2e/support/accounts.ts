import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

let seq = 0;

/** A new astrologer's details, unique per call and per run. */
export function newAstrologer() {
  seq += 1;
  // Browser tests run in two workers against one server: the worker's number keeps their accounts apart.
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  const stamp = `${worker}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq % 100).padStart(2, '0')}`;
  return {
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    email: `lakshmi${stamp}@example.com`,
    mobile: `9${stamp}`,
    pin: '135791',
    password: 'Stars@2025',
  };
}
export type AstrologerDetails = ReturnType<typeof newAstrologer>;

/** The OTP of the newest reset mail sent to `email`, read from the server's outbox. */
export function readLatestOtp(email: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no mail for ${email} in ${outbox}`);
  const match = /OTP: (\d{6})/.exec(readFileSync(path.join(outbox, newest), 'utf8'));
  if (!match?.[1]) throw new Error('no OTP in the mail');
  return match[1];
}

/** Where screenshots go (ignored by git). */
export const screenshotPath = (name: string) =>
  path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);

/**
 * The settings' notice of success in any display language: the page switches language as the setting is saved,
 * and the server's English notice is shown in the language it switched to.
 */
export const SETTINGS_SAVED =
  /^(Settings are updated successfully|सेटिंग्स सफलतापूर्वक अद्यतन की गईं|அமைப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன|సెట్టింగ్‌లు విజయవంతంగా నవీకరించబడ్డాయి)$/;
