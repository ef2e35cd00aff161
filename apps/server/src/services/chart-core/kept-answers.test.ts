import { chartCalls, envelopeSchema } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';
import { isKeptAnswer, keepAnswer, keepVariant } from './kept-answers.js';

describe('kept answers', () => {
  it('marks objects only, and only those given to keepAnswer', () => {
    const answer = keepAnswer({ rows: [] });
    expect(isKeptAnswer(answer)).toBe(true);
    expect(isKeptAnswer({ rows: [] })).toBe(false);
    expect(keepAnswer('text')).toBe('text');
    expect(isKeptAnswer('text')).toBe(false);
  });

  it('keeps one answer per owner and key, made again when the variant changes', () => {
    const owner = {};
    let made = 0;
    const make = () => ({ made: ++made });
    const first = keepVariant(owner, 'pilt-1', 'saved-a', make);
    expect(keepVariant(owner, 'pilt-1', 'saved-a', make)).toBe(first);
    expect(isKeptAnswer(first)).toBe(true);
    const second = keepVariant(owner, 'pilt-1', 'saved-b', make);
    expect(second).toEqual({ made: 2 });
    // Only the latest variant is held: going back makes the first one again.
    expect(keepVariant(owner, 'pilt-1', 'saved-a', make)).toEqual({ made: 3 });
    expect(keepVariant({}, 'pilt-1', 'saved-a', make)).toEqual({ made: 4 });
  });
});

describe.each(dialects())('the bytes of a kept chart answer on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('sends the same checked bytes again until the astrologer or the client settings change', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/user/quickadd', headers, payload: APPENDIX_A_CLIENT });
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/chart/planetarypositionchart/1', headers });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
      // The bytes are the envelope exactly as the call's answer schema gives it.
      const schema = envelopeSchema(chartCalls.planetaryPosition.answer);
      expect(schema.encode(schema.parse(res.json()))).toEqual(res.json());
      return res.body;
    };
    const first = await read();
    expect(await read()).toBe(first);
    const save = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
    expect((await save('/api/config/astrologer/edit', settingsBody({ config4: 1 }))).statusCode).toBe(200);
    const afterAstrologer = await read();
    expect(afterAstrologer).not.toBe(first);
    expect(await read()).toBe(afterAstrologer);
    expect(
      (await save('/api/config/user/edit', { ...settingsBody({ config4: 2 }), userId: 1 })).statusCode,
    ).toBe(200);
    const afterClient = await read();
    expect([afterClient === first, afterClient === afterAstrologer]).toEqual([false, false]);
  });
});
