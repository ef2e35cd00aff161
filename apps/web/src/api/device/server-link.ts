import { API_PREFIX, type Envelope } from '@kpdesk/contract';
import { readToken } from '../token';
import type { Change } from './device-store';

/** A failure of the device's own calls, shaped as the api layer's ApiError ('network' or 'refused'). */
export class LinkError extends Error {
  constructor(
    readonly kind: 'network' | 'refused' | 'login',
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

/**
 * One call of the kept practice's own traffic (refresh, outbox), straight to the server: unlike callApi it
 * never answers from the device and never opens the app's Network or Login modal, since it runs behind
 * the astrologer's back; the banner reports it instead.
 */
export async function callServer(method: string, path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { authorization: `Bearer ${readToken() ?? ''}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new LinkError('network', 'network');
  }
  if (response.status === 403) throw new LinkError('login', 'login', 403);
  const payload = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  if (response.status >= 500 || !payload) throw new LinkError('network', 'server', response.status);
  if (payload.code !== '200') throw new LinkError('refused', payload.message, response.status);
  return payload.data;
}

/** The server's answer at a read path, or null when it is not found (404: deleted or not this astrologer's). */
export async function readServer(path: string): Promise<unknown> {
  try {
    return await callServer('GET', path);
  } catch (error) {
    if (error instanceof LinkError && error.status === 404) return null;
    throw error;
  }
}

/** Sends a change of the outbox. */
export const sendChange = (change: Change) => callServer(change.method, change.path, change.body);
