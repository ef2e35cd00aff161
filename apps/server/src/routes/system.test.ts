import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../test/app.js';

describe.each(dialects())('system calls on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('reports the database in /api/health', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '200', message: 'Success', data: { database: 'up', dialect } });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404', message: 'Not found', data: null });
  });

  it('serves an SVG captcha whose answer is not in the page', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha' });
    const { image, checksum } = res.json<{ data: { image: string; checksum: string } }>().data;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    const payload = JSON.parse(Buffer.from(checksum.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(payload)).toContain('cap');
    expect(String(payload.cap)).toHaveLength(43);
  });

  it('lists the account calls in the OpenAPI document', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/astrologer/login', '/astrologer/add', '/health']));
  });
});
