/** Every call the browser makes is a call of the contract's list, with its method and path. */
import {
  ALL_CALLS,
  CALLS_BY_AREA,
  chartTableCalls,
  pathParameterNames,
  type CallSpec,
  type ChartTableCallName,
} from '@kpdesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsApi } from './accounts';
import { chartsApi } from './charts';
import { callsOf } from './client';
import { clientsApi } from './clients';
import { eventsApi } from './events';
import { horaryApi } from './horary';
import { importExportApi } from './import-export';
import { optionsApi } from './options';
import { settingsApi } from './settings';
import { transitApi } from './transit';

const LISTED = ALL_CALLS.map((call) => ({
  method: call.method,
  pattern: new RegExp(`^/api${call.path.replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`),
}));

const isListed = (method: string, url: string) =>
  LISTED.some((call) => call.method === method && call.pattern.test(url));

/** Calls every function of an api object with plausible arguments. */
async function callEvery(api: Record<string, (...args: never[]) => Promise<unknown>>) {
  for (const send of Object.values(api)) {
    await (send as (...args: unknown[]) => Promise<unknown>)(7, 3, '2024-01-01').catch(() => null);
  }
}

/** Answers every fetch with an empty success and records its method and URL. */
function recordFetches(): string[] {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response(JSON.stringify({ code: '200', message: 'ok', data: null }), { status: 200 });
    }),
  );
  return sent;
}

describe('the browser calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are all in the contract list', async () => {
    const sent = recordFetches();
    await callEvery(accountsApi);
    await callEvery(clientsApi);
    await callEvery(settingsApi);
    await callEvery(optionsApi);
    await callEvery(transitApi);
    await callEvery(eventsApi);
    await callEvery(horaryApi);
    await callEvery(importExportApi);
    const { table, ...charts } = chartsApi;
    await callEvery(charts);
    for (const name of Object.keys(chartTableCalls) as ChartTableCallName[]) await table(name, 7);

    expect(sent.length).toBeGreaterThanOrEqual(40);
    expect(sent.filter((line) => !isListed(...(line.split(' ') as [string, string])))).toEqual([]);
  });

  it('derives a function for every JSON call of every area', async () => {
    const sent = recordFetches();
    const jsonCalls = Object.values(CALLS_BY_AREA).flatMap((area: Record<string, CallSpec>) =>
      Object.entries(area).filter(([, call]) => !call.download),
    );
    for (const area of Object.values(CALLS_BY_AREA)) {
      const api = callsOf(area as Record<string, CallSpec>) as Record<
        string,
        (input: object) => Promise<unknown>
      >;
      for (const [name, call] of Object.entries(area as Record<string, CallSpec>)) {
        if (call.download) continue;
        const params = Object.fromEntries(pathParameterNames(call.path).map((p) => [p, 7]));
        await api[name]?.({ params, body: {} });
      }
    }
    expect(sent).toHaveLength(jsonCalls.length);
    expect(sent.filter((line) => !isListed(...(line.split(' ') as [string, string])))).toEqual([]);
  });
});
