/** My Settings and Client Settings (accounts-clients-settings.md §7). */
import { z } from 'zod';
import { astrologerConfigSchema, clientConfigSchema } from '../settings.js';
import { runningIdParams } from './clients.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'settings' } as const;

// Answers are described with plain output shapes: the request schemas transform their input ('0' → null,
// lists → comma text), which a response serializer cannot run backwards.
const settingValue = z.union([z.string(), z.number(), z.null()]);
/** Stored settings as answered: config0..config12. */
export const settingsAnswerSchema = z.object(
  Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`config${i}`, settingValue])),
);
/** A client's stored settings: userId (its runningId) and config0..config12, null = Default. */
export const clientSettingsAnswerSchema = settingsAnswerSchema.extend({ userId: z.number() });
/** Stored settings as a form holds them (config0..config12, and userId for a client). */
export type SettingsValues = Record<string, string | number | null>;

export const settingsCalls = {
  getAstrologer: defineCall({
    ...own,
    method: 'GET',
    path: '/config/astrologer',
    summary: 'My Settings: config0..config12, defaults for what was never saved',
    answer: settingsAnswerSchema,
  }),
  saveAstrologer: defineCall({
    ...own,
    method: 'POST',
    path: '/config/astrologer/edit',
    summary: 'Save My Settings',
    body: astrologerConfigSchema,
    answer: z.null(),
  }),
  getClient: defineCall({
    ...own,
    method: 'GET',
    path: '/config/user/:runningId',
    summary: "A client's settings: userId and config0..config12, null = Default (the astrologer's)",
    params: runningIdParams,
    answer: clientSettingsAnswerSchema,
  }),
  saveClient: defineCall({
    ...own,
    method: 'POST',
    path: '/config/user/edit',
    summary: "Save a client's settings",
    body: clientConfigSchema,
    answer: z.null(),
  }),
};
