import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

describe('the pages the server sends', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('marks only the shared page noindex, for crawlers that never run its script', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'kpdesk-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>KP Astro Desk</title>');
    t = await createTestApp('sqlite', { WEB_DIST: webDist });
    const shared = await t.app.inject({ method: 'GET', url: '/shared.html?t=abc' });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex');
    expect(shared.body).toContain('KP Astro Desk');
    const signIn = await t.app.inject({ method: 'GET', url: '/home.html' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['x-robots-tag']).toBeUndefined();
  });
});
