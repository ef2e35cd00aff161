import { deviceCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { ok } from '../plugins/envelope.js';
import { readDeviceKey } from '../services/device/device-key.js';
import { registerCalls } from './register-calls.js';

interface DeviceOptions {
  deps: { db: Kysely<Database>; clock: Clock };
}

/** The device key of the practice kept on a device (docs/offline.md); never cached by the browser. */
export const deviceRoutes: FastifyPluginAsync<DeviceOptions> = async (app, { deps }) => {
  registerCalls(app, deviceCalls, {
    key: async ({ astrologerId, reply }) => {
      void reply.header('cache-control', 'no-store');
      return ok(await readDeviceKey(deps, astrologerId));
    },
  });
};
