/**
 * The bodies the bad-input suites start from: one body each call accepts, keyed 'METHOD /path', the calls of
 * the contract that take a body, and the messages a refusal of a body may carry. Shared by the fast-check sweep
 * (routes/bad-body-sweep.test.ts) and the numeric spellings suite (routes/numeric-spellings.test.ts).
 */
import { ALL_CALLS, type CallSpec } from '@kpdesk/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import { findUnstorableText, unstorableTextMessage } from '../services/storable-text.js';
import {
  APPENDIX_A_CLIENT,
  GUNA_MOMENT,
  newAstrologerFields,
  PROFILE_IN_CHENNAI,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from './app.js';

/** A request body. */
export type Body = Record<string, unknown>;
type Fixture = { email: string; pin: string; password: string };

const FULL_CLIENT = {
  ...APPENDIX_A_CLIENT,
  lastName: 'Rao',
  fatherName: 'Sundaram',
  mobile: '9000012345',
  email: 'appendix@example.com',
  maritalStatus: 'Married',
  marriageDate: '1960-02-11',
  birthTimezone: 5.5,
};
const MOMENT = GUNA_MOMENT;
const NINE = '1,2,3,4,5,6,7,8,9';
const HORARY_QUESTION = {
  ...MOMENT,
  horaryNumber: '100',
  question: 'Will my daughter marry this year?',
  eventId: 1,
};

/**
 * A body each call accepts, keyed 'METHOD /path': the sweep spoils one field at a time from it, so each refusal
 * is about that field. A body call missing here is swept from an empty body (still refused, less deeply).
 */
export function validBodies(f: Fixture): Record<string, Body> {
  const strongPassword = 'Moon@2026x';
  return {
    'POST /astrologer/add': newAstrologerFields(),
    'POST /astrologer/login': { emailOrMobile: f.email, pin: f.pin },
    'POST /astrologer/forgotpin': {
      emailOrMobile: f.email,
      password: f.password,
      newPin: '135790',
      confirmPin: '135790',
    },
    'POST /astrologer/resetpassword/otp': { emailOrMobile: f.email },
    'POST /astrologer/resetpassword': {
      emailOrMobile: f.email,
      otp: '123456',
      newPassword: strongPassword,
      confirmPassword: strongPassword,
    },
    'POST /astrologer/edit': PROFILE_IN_CHENNAI,
    'POST /astrologer/changeMobileAndEmail': { email: 'other@example.com', mobile: '9876501234' },
    'POST /astrologer/changepassword': {
      oldPassword: f.password,
      newPassword: strongPassword,
      confirmPassword: strongPassword,
    },
    'POST /astrologer/changepin': { oldPin: f.pin, newPin: '135790', confirmPin: '135790' },
    'POST /user/add': { ...FULL_CLIENT, captcha: 'any', checksum: 'disabled' },
    'POST /user/quickadd': APPENDIX_A_CLIENT,
    'PUT /user/edit': { ...FULL_CLIENT, id: 1, runningId: 1 },
    'POST /users/search': { pageNumber: 0, pageSize: 5, keyword: 'Appendix' },
    'POST /config/astrologer/edit': settingsBody({ config4: 1 }),
    'POST /config/user/edit': settingsBody({ userId: 1, config4: 1 }),
    'POST /chart/dateintervalsearch': {
      runningId: 1,
      search: 'cuspal',
      startDate: '2024-01-01 00:00:00',
      endDate: '2024-01-01 06:00:00',
    },
    'POST /user/updatebirthtime': { id: 1, birthTime: '1935-09-12_21:10:00' },
    'POST /chart/options': { ...MOMENT, optionsCount: '5' },
    'POST /options/save': {
      ...MOMENT,
      runningId: 0,
      name: 'College choice',
      question: 'Which college should my son join?',
      optionsCount: '3',
      options: ['IIT Madras', 'Anna University', 'PSG Tech'],
    },
    'POST /options/search': { keyword: 'College' },
    'POST /chart/event/planetcategory': { userId: 1, eventId: 7, planetCategory: NINE, planetOrder: NINE },
    'POST /chart/event/destiny': {
      userId: 1,
      eventId: 7,
      supportiveDestinyCategory: '1,1,2,3',
      opposingDestinyCategory: '9,8,7',
    },
    'POST /chart/event/planetCombinedCategory': { userId: 1, eventId: 7, planetCombinedCategory: NINE },
    'POST /chart/event/prediction': { userId: 1, eventId: 7, prediction: 'A good year for the career.' },
    'POST /horary/chart': HORARY_QUESTION,
    'POST /horary/save': { ...HORARY_QUESTION, runningId: 0, clientRunningId: 1, rotateHouse: 5 },
    'POST /horary/search': { keyword: 'daughter' },
    'POST /import/preview': { format: 'csv', content: 'First name\nRavi' },
    'POST /import/commit': { importId: '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d' },
    'POST /lifeevents/:runningId': {
      eventKey: 'marriage',
      date: '1960-02-11',
      time: '09:15',
      note: 'Temple',
    },
    'PUT /lifeevents/:runningId/:id': { eventKey: 'marriage', date: '1960-02-11', time: null, note: '' },
    'POST /rectification/:runningId': { from: '1935-09-12 19:08:00', to: '1935-09-12 23:08:00' },
    'POST /rectification/:runningId/evidence': { moment: '1935-09-12 21:10:30' },
    'POST /share/:runningId': { sections: ['details', 'kp'], expiresInDays: 7 },
  };
}

/** 'METHOD /path' of a call. */
export const keyOf = (call: CallSpec) => `${call.method} ${call.path}`;
/** A call that takes a body. */
export type BodyCall = CallSpec & { body: z.ZodType };
/** Every call of the contract that takes a body. */
export const BODY_CALLS = ALL_CALLS.filter((call): call is BodyCall => call.body !== undefined);
export const CALL_BY_KEY = new Map(BODY_CALLS.map((call) => [keyOf(call), call]));
export const callOf = (key: string) => CALL_BY_KEY.get(key) as BodyCall;

/**
 * The messages a refusal of `body` may carry: the guard's for the first unstorable text, else the call's
 * schema's for an issue of a field (an issue of the whole body names no field, and is not accepted).
 */
export function fieldMessages(call: BodyCall, body: Body): string[] {
  const unstorable = findUnstorableText(body);
  if (unstorable) return [unstorableTextMessage(unstorable.join('.'))];
  const issues = call.body.safeParse(body).error?.issues ?? [];
  return issues.filter((issue) => issue.path.length > 0).map((issue) => issue.message);
}

/**
 * An account to send the bodies as: signed up, with one client (number 1) and a profile place, so each valid
 * body is valid against the database too. Answers its headers and the valid bodies.
 */
export async function setUpSweepAccount(t: TestApp) {
  const signedUp = await signUpAstrologer(t.app);
  const { headers } = signedUp;
  const { emailId: email, pin, password } = signedUp.fields;
  const bases = validBodies({ email, pin, password });
  const setUp = [
    ['POST', '/api/user/add', bases['POST /user/add']],
    ['POST', '/api/astrologer/edit', PROFILE_IN_CHENNAI],
  ] as const;
  for (const [method, url, payload] of setUp) {
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { headers, bases };
}
