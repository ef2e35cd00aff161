/** The device key of "Keep this practice on this device" (docs/offline.md). */
import { randomBytes, randomUUID } from 'node:crypto';
import { DEVICE_KEY_BYTES, type DeviceKey } from '@kpdesk/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { findDeviceKey, insertDeviceKeyOnce } from '../../db/device-keys.js';
import type { Database } from '../../db/schema.js';

/** The astrologer's device key, made (random, never derived from anything) on the first call. */
export async function readDeviceKey(
  deps: { db: Kysely<Database>; clock: Clock },
  astrologerId: number,
): Promise<DeviceKey> {
  const found = await findDeviceKey(deps.db, astrologerId);
  if (found) return found;
  await insertDeviceKeyOnce(deps.db, {
    astrologerId,
    key: randomBytes(DEVICE_KEY_BYTES).toString('base64'),
    keyId: randomUUID(),
    now: deps.clock.now(),
  });
  const made = await findDeviceKey(deps.db, astrologerId);
  if (!made) throw new Error('the device key was not stored');
  return made;
}
