/**
 * One engine, pure answers: for real clients (oracle births and seeded random ones, both node types,
 * two ayanamsas, a correction, a corrected birth time), every client chart call (the divisional charts too) answered by the server equals
 * the answer of @kpdesk/chart-answers computed directly from the client's birth data and settings as the API
 * gives them (what a device keeps), at the same moment: what the browser computes offline is the server's answer.
 */
import {
  answerClientCall,
  answerTransitOfNow,
  castChart,
  chartClientOf,
  clientChartCalls,
  toBirthInputs,
  transitPlaceOf,
  type ClientChartCallName,
} from '@kpdesk/chart-answers';
import {
  API_PREFIX,
  buildCallUrl,
  chartCalls,
  NOW_MOMENT,
  resolveEffectiveSettings,
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
} from '../../test/app.js';
import { parityClients } from '../../test/parity-births.js';

/** Every 16th oracle birth (the worked Appendix A chart first) and four seeded random births. */
const CLIENTS = parityClients(16, 4);
/** The client whose birth time is corrected, so the corrected moment is what both sides cast. */
const CORRECTED = 2;

type RawParams = Record<string, string | number>;

/** Each client chart call with the parameters it is asked with for client `n` born in `year`. */
function callsOf(n: number, year: number): [ClientChartCallName, RawParams][] {
  const names = (Object.keys(clientChartCalls) as (keyof typeof clientChartCalls)[]).filter(
    (name): name is ClientChartCallName => name !== 'transitOfNow',
  );
  const simple = names
    .filter((name) => !['drilldown', 'dashaChain', 'subPeriods', 'varga', 'vargaTable'].includes(name))
    .map((name): [ClientChartCallName, RawParams] => [name, { userId: n }]);
  return [
    ...simple,
    ['drilldown', { userId: n, dashaIndex: 0 }],
    ['drilldown', { userId: n, dashaIndex: 6 }],
    ['dashaChain', { runningId: n, moment: NOW_MOMENT }],
    ['dashaChain', { runningId: n, moment: `${year + 23}-04-17_13:14:15` }],
    ['subPeriods', { runningId: n, dashaIndex: 1, bhuktiIndex: 4, antaraIndex: 7 }],
    // The Rashi, the navamsa, the tenth and the finest division, then the table of all sixteen.
    ...[1, 9, 10, 60].map((d): [ClientChartCallName, RawParams] => [
      'varga',
      { runningId: n, division: `${d}` },
    ]),
    ['vargaTable', { runningId: n }],
  ];
}

type Body<T> = { code: string; message: string; data: T };

describe.each(dialects())('the chart answers of the server and of the pure package on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let signIn: { emailOrMobile: string; pin: string };
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const data = async <T>(url: string) => {
    const res = await send('GET', `${API_PREFIX}${url}`);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<Body<T>>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const account = await signUpAstrologer(t.app);
    headers = account.headers;
    signIn = { emailOrMobile: account.fields.emailId, pin: account.fields.pin };
    // The astrologer's own choice under the clients' (Lahiri by default, KP chart style 1).
    expect((await send('POST', '/api/config/astrologer/edit', settingsBody({ config4: 1 }))).statusCode).toBe(
      200,
    );
    for (const [i, client] of CLIENTS.entries()) {
      const added = await send('POST', '/api/user/add', {
        ...client.body,
        captcha: 'any',
        checksum: 'disabled',
      });
      expect(added.statusCode, `${client.id}: ${added.body}`).toBe(200);
      const saved = await send(
        'POST',
        '/api/config/user/edit',
        settingsBody({ userId: i + 1, ...client.settings }),
      );
      expect(saved.statusCode, `${client.id}: ${saved.body}`).toBe(200);
    }
    const { birthDate } = CLIENTS[CORRECTED]!.body as { birthDate: string };
    const corrected = { id: CORRECTED + 1, birthTime: `${birthDate}_12:34:56` };
    expect((await send('POST', '/api/user/updatebirthtime', corrected)).statusCode).toBe(200);
    // The profile place, where the transit of now is cast.
    expect((await send('POST', '/api/astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  /** The client's chart cast by the package from what the API gives a device: the client and both settings. */
  async function castFromApi(n: number) {
    const client = await data<ClientRequest>(`/userrequest/${n}`);
    const own = await data<StoredSettings>('/config/astrologer');
    const theirs = await data<StoredSettings>(`/config/user/${n}`);
    const inputs = toBirthInputs(chartClientOf(client), resolveEffectiveSettings(own, theirs));
    return { client, chart: castChart(inputs, inputs.birth, null) };
  }

  it.each(CLIENTS.map((c, i) => [c.id, i + 1] as const))('%s: every client chart call', async (_id, n) => {
    const { client, chart } = await castFromApi(n);
    if (n === CORRECTED + 1) expect(chart.moment.time).toBe('12:34:56');
    for (const [name, raw] of callsOf(n, Number(client.dobDate.slice(0, 4)))) {
      const call = clientChartCalls[name];
      const served = await data<unknown>(buildCallUrl(call, raw));
      const params = call.params.parse(raw) as Parameters<typeof answerClientCall>[2];
      const computed = answerClientCall(name, chart, params, t.clock.now());
      expect(served, `${name} ${JSON.stringify(raw)}`).toEqual(JSON.parse(JSON.stringify(computed)));
    }
    const place = transitPlaceOf(await data<ProfileView>('/astrologer/view'));
    const transit = answerTransitOfNow(chart, place, t.clock.now(), null);
    expect(transit?.city).toBe('Chennai');
    const served = await data<unknown>(buildCallUrl(chartCalls.transitOfNow, { userId: n }));
    expect(served, 'transitOfNow').toEqual(JSON.parse(JSON.stringify(transit)));
  });

  it('answers at the moment it is given: userdata and the chain of now follow the clock on both sides', async () => {
    const { chart } = await castFromApi(1);
    const before = t.clock.now();
    // Two days on: the balances of the running periods and the moment of the chain of now both move.
    t.clock.advance(2 * 86_400_000);
    const login = await t.app.inject({ method: 'POST', url: '/api/astrologer/login', payload: signIn });
    headers = { authorization: `Bearer ${login.json<Body<{ token: string }>>().data.token}` };
    for (const name of ['userData', 'dashaChain'] as const) {
      const raw = name === 'userData' ? { userId: 1 } : { runningId: 1, moment: NOW_MOMENT };
      const served = await data<unknown>(buildCallUrl(chartCalls[name], raw));
      const params = chartCalls[name].params.parse(raw) as Parameters<typeof answerClientCall>[2];
      const computed = answerClientCall(name, chart, params, t.clock.now());
      expect(served).toEqual(JSON.parse(JSON.stringify(computed)));
      const earlier = answerClientCall(name, chart, params, before);
      expect(served).not.toEqual(JSON.parse(JSON.stringify(earlier)));
    }
  });
});
