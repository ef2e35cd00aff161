/**
 * Call paths live only in the contract's call list and screen paths only in the web app's paths module: a
 * path written anywhere else would drift from the list without any type error. Scans the source of both
 * apps (tests aside) for string literals that name a call or a screen.
 */
import { ALL_CALLS } from '@kpdesk/contract';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src'];
const PATHS_MODULE = 'apps/web/src/paths.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** The string literals of a source file, comments removed first (they may name paths freely). */
function stringLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** The first segment of every call path: '/chart', '/user', '/options', … */
const CALL_HEADS = [...new Set(ALL_CALLS.map((call) => call.path.split('/')[1]))].map((head) => `/${head}`);
const namesCall = (literal: string) =>
  CALL_HEADS.some((head) => literal === head || literal.startsWith(`${head}/`));

/** A screen path such as '/home.html' (a bare file name like 'index.html' is not one). */
const namesScreen = (literal: string) => /\/[\w-]+\.html\b/.test(literal);

const FILES = SOURCE_ROOTS.flatMap(sourceFiles);

describe('paths are written once', () => {
  it('scans both apps', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES).toContain(PATHS_MODULE);
  });

  it('names no call path outside the contract', () => {
    const stray = FILES.flatMap((file) =>
      stringLiterals(readFileSync(path.join(repo, file), 'utf8'))
        .filter(namesCall)
        .map((literal) => `${file}: ${literal}`),
    );
    expect(stray).toEqual([]);
  });

  it('names no screen path outside the paths module', () => {
    const stray = FILES.filter((file) => file !== PATHS_MODULE).flatMap((file) =>
      stringLiterals(readFileSync(path.join(repo, file), 'utf8'))
        .filter(namesScreen)
        .map((literal) => `${file}: ${literal}`),
    );
    expect(stray).toEqual([]);
  });

  it('would notice a stray path', () => {
    expect(stringLiterals("const a = '/chart/options'; // '/home.html'").filter(namesCall)).toEqual([
      '/chart/options',
    ]);
    expect(stringLiterals("fetch(`/options/${id}`) /* '/user/add' */").filter(namesCall)).toEqual([
      '/options/${id}',
    ]);
    expect(stringLiterals("navigate('/home.html')").filter(namesScreen)).toHaveLength(1);
  });
});
