import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_HASH_COST, loadConfig } from './config.js';

describe('SECRET_HASH_COST', () => {
  const dirs: string[] = [];
  const load = (value?: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kpdesk-config-'));
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir, ...(value === undefined ? {} : { SECRET_HASH_COST: value }) });
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is scrypt N = 16384 unless set', () => {
    expect(DEFAULT_SECRET_HASH_COST).toBe(16384);
    expect(load().secretHashCost).toBe(16384);
    expect(load('').secretHashCost).toBe(16384);
  });

  it('takes a power of two from 1024 to 1048576', () => {
    expect(load('1024').secretHashCost).toBe(1024);
    expect(load('1048576').secretHashCost).toBe(1_048_576);
  });

  it('refuses any other value, naming the setting', () => {
    for (const value of ['512', '1000', '2097152', 'high', '-1024'])
      expect(() => load(value)).toThrow(/^SECRET_HASH_COST must be/);
  });
});
