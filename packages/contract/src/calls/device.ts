/**
 * The device key of "Keep this practice on this device" (docs/offline.md): a random AES-GCM key per
 * astrologer, handed only to that astrologer's signed-in session, under which the web app encrypts the
 * practice it keeps on the device. The same key on every device and sign-in, so a store written before a
 * sign-in is read after it.
 */
import { z } from 'zod';
import { defineCall } from './define-call.js';

/** Bytes of the device key (AES-256). */
export const DEVICE_KEY_BYTES = 32;

/** The answer of GET /device/key. */
export const deviceKeySchema = z.object({
  key: z.string().describe(`${DEVICE_KEY_BYTES} random bytes, base64: the raw AES-GCM key`),
  keyId: z
    .string()
    .describe('A name of the key (not derived from it): a store written under another key is wiped'),
});
/** The device key with its name. */
export type DeviceKey = z.infer<typeof deviceKeySchema>;

export const deviceCalls = {
  key: defineCall({
    access: 'signedIn',
    tag: 'device',
    method: 'GET',
    path: '/device/key',
    summary: "The signed-in astrologer's device key, made on the first call",
    answer: deviceKeySchema,
  }),
};
