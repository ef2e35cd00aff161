import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountCalls, clientCalls } from '@kpdesk/contract';
import { ApiError, callApi, FAILURE_TEXTS, messageOf } from './client';
import { raiseGlobalFailure } from './error-events';
import { clearToken, storeToken } from './token';

/** The answer the server would send: the envelope as JSON with an HTTP status. */
function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('API client and the error catalogue (spec §8)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    clearToken();
    raiseGlobalFailure(null);
  });

  it('answers the envelope of a success and sends the stored token as a bearer token', async () => {
    storeToken('abc.def.ghi');
    fetchMock.mockResolvedValue(answer(200, { code: '200', message: 'ok', data: { n: 1 } }));
    const body = {
      ...{ firstName: 'Meena', lastName: null, address: null, city: null },
      ...{ timezone: 5.5, latitude: null, longitude: null },
    };
    await expect(callApi(accountCalls.editProfile, { body })).resolves.toEqual({
      code: '200',
      message: 'ok',
      data: { n: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/astrologer/edit');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer abc.def.ghi');
    expect(JSON.parse(init?.body as string)).toEqual(body);
  });

  it('fills the path parameters and the query of a call', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: '200', message: 'ok', data: null }));
    await callApi(clientCalls.remove, { params: { runningId: 12 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/12');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('sends no authorization header without a token', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: '200', message: 'ok', data: null }));
    await callApi(accountCalls.captcha);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });

  it('a refusal keeps the server message, code and data', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { code: '102', message: 'Invalid pin', data: { pinCount: 1, passwordCount: 0 } }),
    );
    const error = await failureOf(
      callApi(accountCalls.signIn, { body: { emailOrMobile: 'a@b.in', pin: '1234' } }),
    );
    expect(error).toMatchObject({ kind: 'refused', message: 'Invalid pin', code: '102' });
    expect(error.data).toEqual({ pinCount: 1, passwordCount: 0 });
  });

  it('a transport failure is the Network Error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(callApi(accountCalls.viewProfile));
    expect(error.kind).toBe('network');
    expect(messageOf(error)).toBe('Network Error - Please check internet connection');
  });

  it('HTTP 403 is the Login Error', async () => {
    fetchMock.mockResolvedValue(answer(403, { code: '403', message: 'Invalid token', data: null }));
    const error = await failureOf(callApi(accountCalls.viewProfile));
    expect(error.kind).toBe('login');
    expect(messageOf(error)).toBe('Login Expired. Please Login again');
  });

  it.each([
    ['a 500 envelope', answer(500, { code: '500', message: 'Internal', data: null })],
    ['a body that is not an envelope', answer(200, { hello: 'world' })],
    ['a body that is not JSON', answer(502, '<html>Bad gateway</html>')],
  ])('%s is the Unknown Error', async (_name, response) => {
    fetchMock.mockResolvedValue(response);
    const error = await failureOf(callApi(accountCalls.viewProfile));
    expect(error.kind).toBe('unknown');
    expect(messageOf(error)).toBe('Unknown Error - Please try later or report the issue');
  });

  it('anything thrown that is not an API error reads as the Unknown Error', () => {
    expect(messageOf(new RangeError('boom'))).toBe(FAILURE_TEXTS.unknown);
  });
});
