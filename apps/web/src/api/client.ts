import {
  API_PREFIX,
  buildCallUrl,
  type CallAnswer,
  type CallInput,
  type CallSpec,
  type Envelope,
  type TakesNoInput,
} from '@kpdesk/contract';
import { raiseGlobalFailure } from './error-events';
import { readToken } from './token';

/** The spec's texts for failures that are not the server's own message (spec §8). */
export const FAILURE_TEXTS = {
  network: 'Network Error - Please check internet connection',
  login: 'Login Expired. Please Login again',
  unknown: 'Unknown Error - Please try later or report the issue',
} as const;

/** A failed call: `kind` says how the page should react; `message` is what it shows. */
export class ApiError extends Error {
  constructor(
    readonly kind: 'network' | 'login' | 'unknown' | 'refused',
    message: string,
    readonly code: string = '',
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * The practice kept on this device (api/device/, loaded only when the astrologer opted in): `offline`
 * answers a call the network could not carry (a kept read, or a change put in the outbox); `seen` is shown
 * every successful answer, to keep it.
 */
export const deviceHooks: {
  offline?: (method: string, path: string, body: unknown) => Promise<Response | null>;
  seen?: (method: string, path: string, data: unknown, body: unknown) => void;
} = {};

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    const kept = await deviceHooks.offline?.(method, path, body);
    if (kept) return kept;
    raiseGlobalFailure('network');
    throw new ApiError('network', FAILURE_TEXTS.network);
  }
}

/** The arguments of a call: none when it takes no input, else its parameters, query and body. */
export type CallArgs<C extends CallSpec> = TakesNoInput<C> extends true ? [] : [input: CallInput<C>];

/**
 * Makes a call of the contract's list and answers the envelope of a success. A refusal (envelope code other
 * than 200) throws ApiError 'refused' with the server's message and code; HTTP 403 raises the Login Error
 * modal; a transport failure the Network Error modal; anything else is the spec's Unknown Error.
 */
export async function callApi<C extends CallSpec>(
  call: C,
  ...[input]: CallArgs<C>
): Promise<Envelope<CallAnswer<C>>> {
  type Values = Record<string, string | number | undefined>;
  const { params, query, body } = (input ?? {}) as { params?: Values; query?: Values; body?: unknown };
  return callRoute<CallAnswer<C>>({ method: call.method, path: buildCallUrl(call, params, query) }, body);
}

/**
 * As {@link callApi}, for a call known by its method and path alone: the sign-in screen sends its form so,
 * without the contract's schemas. `Answer` is the `data` of a success.
 */
export async function callRoute<Answer>(
  route: { method: CallSpec['method']; path: string },
  body?: unknown,
): Promise<Envelope<Answer>> {
  const response = await send(route.method, route.path, body);
  if (response.status === 403) {
    raiseGlobalFailure('login');
    throw new ApiError('login', FAILURE_TEXTS.login, '403');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!isEnvelope(payload) || response.status >= 500) throw new ApiError('unknown', FAILURE_TEXTS.unknown);
  if (payload.code !== '200') throw new ApiError('refused', payload.message, payload.code, payload.data);
  deviceHooks.seen?.(route.method, route.path, payload.data, body);
  return payload as Envelope<Answer>;
}

/** The message a page shows for any error thrown by a call. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : FAILURE_TEXTS.unknown;
}

/** The function of a call that takes only a body. */
export function bodyCall<C extends CallSpec & { body: CallSpec['body'] & object }>(call: C) {
  return (body: CallInput<C>['body']) => callApi(call, ...([{ body }] as CallArgs<C>));
}

/** The function of a call that takes nothing. */
export function plainCall<C extends CallSpec>(call: C & (TakesNoInput<C> extends true ? unknown : never)) {
  return () => callApi(call, ...([] as unknown as CallArgs<C>));
}

/** The JSON calls of an area (file calls are downloads, see download.ts). */
type JsonCallNames<A extends Record<string, CallSpec>> = {
  [K in keyof A]: A[K] extends { download: object } ? never : K;
}[keyof A];

/**
 * A function for every JSON call of an area, derived from the contract's list, so a new call needs no
 * line here; an area's api module adds friendlier signatures only where its pages want them.
 */
export function callsOf<A extends Record<string, CallSpec>>(calls: A) {
  const entries = Object.entries(calls)
    .filter(([, call]) => !call.download)
    .map(([name, call]) => [name, (...args: CallArgs<CallSpec>) => callApi(call, ...args)]);
  return Object.fromEntries(entries) as {
    [K in JsonCallNames<A>]: (...args: CallArgs<A[K]>) => Promise<Envelope<CallAnswer<A[K]>>>;
  };
}
