import { chartCalls, chartTableCalls, clientCalls, vargaCalls, type ClientRequest } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { answerChartCall, offlineCallName } from './answer-call';
import type { OfflinePractice } from './practice';

/** A device that keeps no client: every chart call waits for the network. */
const emptyDevice: OfflinePractice = {
  client: () => Promise.resolve<ClientRequest | null>(null),
  astrologerSettings: () => Promise.resolve(null),
  clientSettings: () => Promise.resolve(null),
  profile: () => Promise.resolve(null),
  now: () => Date.UTC(2026, 10, 22, 6, 0, 0),
  usesDataFiles: false,
};

describe('the chart calls the browser answers offline', () => {
  it('knows every chart call of the contract by its spec, the transit of now and the divisional charts included, and nothing else', () => {
    const names = Object.keys(chartCalls) as (keyof typeof chartCalls)[];
    expect(names.map((name) => offlineCallName(chartCalls[name]))).toEqual(names);
    expect(
      Object.keys(chartTableCalls).every((name) => names.includes(name as keyof typeof chartCalls)),
    ).toBe(true);
    expect(offlineCallName(vargaCalls.varga)).toBe('varga');
    expect(offlineCallName(vargaCalls.table)).toBe('vargaTable');
    expect(offlineCallName(clientCalls.get)).toBeNull();
  });

  it('answers null for a call that is no chart call, and for a client the device does not keep', async () => {
    expect(await answerChartCall(clientCalls.get, { runningId: 1 }, emptyDevice)).toBeNull();
    expect(await answerChartCall(chartCalls.birthChart, { userId: 3 }, emptyDevice)).toBeNull();
    expect(
      await answerChartCall(
        chartCalls.subPeriods,
        { runningId: 3, dashaIndex: 0, bhuktiIndex: 1, antaraIndex: 2 },
        emptyDevice,
      ),
    ).toBeNull();
  });

  it('refuses parameters the call refuses, naming the field', async () => {
    await expect(
      answerChartCall(chartCalls.drilldown, { userId: 3, dashaIndex: 12 }, emptyDevice),
    ).rejects.toThrow(/Dasha index must be a number from 0 to 8/);
  });
});
