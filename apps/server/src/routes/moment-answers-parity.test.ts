/**
 * One engine, pure answers, for the calls of the moment at hand: Options Theory, the panchang of a
 * day and of a month, the muhurta search and the chart of a window's start, the transit chart of a chosen
 * moment and of now (its ruling planets are the ruling planets now at the profile place). Each answer of the
 * server through buildApp().inject deep-equals the answer of @kpdesk/chart-answers' answerMomentCall,
 * computed by the call's contract name from what the API gives a device: the astrologer's settings, the
 * profile place and the clients with their settings, under the default settings and under changed ones.
 */
import {
  answerMomentCall,
  castChart,
  chartClientOf,
  momentCallClients,
  toBirthInputs,
  transitPlaceOf,
  type CastChart,
  type MomentCallName,
  type MomentContext,
} from '@kpdesk/chart-answers';
import {
  API_PREFIX,
  buildCallUrl,
  CALLS_BY_AREA,
  resolveEffectiveSettings,
  type CallSpec,
  type ClientRequest,
  type ProfileView,
  type StoredSettings,
} from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dialects,
  PROFILE_IN_CHENNAI,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';
import { parityClients } from '../test/parity-births.js';

/** Three clients (the worked Appendix A chart first, one seeded random birth), each with its own settings. */
const CLIENTS = parityClients(48, 1);
const NEW_DELHI = { timezone: 5.5, place: 'New Delhi, Delhi, India', latitude: 28.6139, longitude: 77.209 };
const CHENNAI = { timezone: 5.5, place: 'Chennai, Tamil Nadu, India', latitude: 13.0827, longitude: 80.2707 };

/** The astrologer's settings each round is answered under: the defaults, then KP, a correction, the true node, drik. */
const ASTROLOGER_SETTINGS: Record<string, unknown>[] = [
  {},
  { config4: 1, config5: '0.25', config8: 3, config9: 'true', config10: 360, config12: 'drik' },
];

type Raw = { params?: Record<string, string | number>; body?: Record<string, unknown> };

/** Each moment call with the inputs it is asked with. */
function casesOf(clients: number): [MomentCallName, Raw][] {
  const numbers = Array.from({ length: clients }, (_, i) => i + 1);
  return [
    ['options.calculate', { body: { optionsCount: '5', date: '1935-09-12', time: '21:08', ...NEW_DELHI } }],
    ['options.calculate', { body: { optionsCount: 7, date: '2026-11-22', time: '11:30', ...CHENNAI } }],
    ['panchang.day', { body: { date: '2022-01-24', ...NEW_DELHI } }],
    ['panchang.day', { body: { date: '2026-11-22', ...CHENNAI } }],
    ['panchang.month', { body: { year: 2026, month: 2, ...NEW_DELHI } }],
    [
      'muhurta.search',
      {
        body: {
          event: 'marriage',
          from: '2026-02-16 15:00:00',
          to: '2026-02-16 18:00:00',
          ...NEW_DELHI,
          participants: [1, 2],
        },
      },
    ],
    ['muhurta.chart', { body: { moment: '2026-02-16 17:23:26', ...NEW_DELHI } }],
    ...numbers.flatMap((userId): [MomentCallName, Raw][] => [
      ['transit.transitOfMoment', { params: { userId, moment: '2026-11-22_10:15:30' } }],
      ['transit.transitChart', { params: { userId } }],
    ]),
  ];
}

const CALL_NAMES: MomentCallName[] = [
  'options.calculate',
  'panchang.day',
  'panchang.month',
  'muhurta.search',
  'muhurta.chart',
  'transit.transitOfMoment',
  'transit.transitChart',
];

/** The contract's call of a name `area.call`. */
function callOf(name: MomentCallName): CallSpec {
  const [area, call] = name.split('.') as [keyof typeof CALLS_BY_AREA, string];
  return (CALLS_BY_AREA[area] as Record<string, CallSpec>)[call]!;
}

type Body = { code: string; message: string; data: unknown };

describe.each(dialects())('the moment answers of the server and of the pure package on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const send = (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const data = async <T>(url: string) => (await send('GET', `${API_PREFIX}${url}`)).json<{ data: T }>().data;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    for (const [i, client] of CLIENTS.entries()) {
      const added = await send('POST', '/api/user/add', {
        ...client.body,
        captcha: 'any',
        checksum: 'disabled',
      });
      expect(added.statusCode, added.body).toBe(200);
      const saved = await send(
        'POST',
        '/api/config/user/edit',
        settingsBody({ userId: i + 1, ...client.settings }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => t.close());

  /** The context of the moment calls from what the API gives a device. */
  async function contextFromApi(): Promise<MomentContext> {
    const own = await data<StoredSettings>('/config/astrologer');
    const charts = new Map<number, CastChart>();
    for (let n = 1; n <= CLIENTS.length; n++) {
      const client = await data<ClientRequest>(`/userrequest/${n}`);
      const theirs = await data<StoredSettings>(`/config/user/${n}`);
      const inputs = toBirthInputs(chartClientOf(client), resolveEffectiveSettings(own, theirs));
      charts.set(n, castChart(inputs, inputs.birth, null));
    }
    return {
      settings: resolveEffectiveSettings(own, null),
      ephePath: null,
      place: transitPlaceOf(await data<ProfileView>('/astrologer/view')),
      nowMs: t.clock.now(),
      chartOf: (n) => charts.get(n)!,
    };
  }

  /**
   * The server's envelope for a call, after checking the package's answer is the same data and asked for the
   * charts of exactly the clients momentCallClients names.
   */
  async function expectSameAnswer(name: MomentCallName, raw: Raw, c: MomentContext): Promise<Body> {
    const call = callOf(name);
    const res = await send(call.method, `${API_PREFIX}${buildCallUrl(call, raw.params ?? {})}`, raw.body);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    const input = { params: call.params?.parse(raw.params), body: call.body?.parse(raw.body) } as never;
    const asked = new Set<number>();
    const chartOf = (n: number) => (asked.add(n), c.chartOf(n));
    const computed = answerMomentCall(name, input, { ...c, chartOf });
    expect([...asked].sort()).toEqual(momentCallClients(name, input).sort());
    const served = res.json<Body>();
    expect(served.data, `${name} ${JSON.stringify(raw)}`).toEqual(JSON.parse(JSON.stringify(computed)));
    return served;
  }

  it('with no profile place, both transit charts are null on both sides (code 104)', async () => {
    const c = await contextFromApi();
    expect(c.place).toBeNull();
    for (const [name, raw] of casesOf(1).filter(([n]) => n.startsWith('transit.'))) {
      expect((await expectSameAnswer(name, raw, c)).code).toBe('104');
    }
  });

  describe.each(ASTROLOGER_SETTINGS.map((s, i) => [i, s] as const))('under settings %i', (_i, changes) => {
    let c: MomentContext;
    beforeAll(async () => {
      expect((await send('POST', '/api/astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
      const edited = await send('POST', '/api/config/astrologer/edit', settingsBody(changes));
      expect(edited.statusCode, edited.body).toBe(200);
      c = await contextFromApi();
      expect(c.place?.city).toBe('Chennai');
    });

    it.each(CALL_NAMES)('%s', async (name) => {
      const cases = casesOf(CLIENTS.length).filter(([n]) => n === name);
      expect(cases.length).toBeGreaterThan(0);
      for (const [, raw] of cases) {
        const served = await expectSameAnswer(name, raw, c);
        expect(served.data, name).not.toBeNull();
      }
    });
  });
});
