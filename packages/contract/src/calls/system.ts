/** The health call: whether the database answers. */
import { z } from 'zod';
import { defineCall } from './define-call.js';

export const systemCalls = {
  health: defineCall({
    access: 'public',
    tag: 'system',
    method: 'GET',
    path: '/health',
    summary: 'Reports the database connection (503 when it is down)',
    answer: z.object({ database: z.string(), dialect: z.string() }),
  }),
};
