import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// The repository's own lint configuration: the layer rules tested are the ones `npm run check` runs.
import { chartAnswersRules, layers } from '../../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** Lints `code` as the file `file` with the layer rules of the apps only (no type-aware rules needed). */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      chartAnswersRules,
      ...layers('apps/web/src', [], {
        components: ['app', 'pages'],
        api: ['app', 'pages', 'components', 'i18n'],
      }),
      ...layers('apps/server/src', [], {
        services: ['routes', 'plugins'],
        db: ['routes', 'plugins', 'services'],
      }),
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint keeps the imports inside each app pointing down', () => {
  it.each([
    ['apps/web/src/components/forms/x.ts', "import { HomePage } from '../../pages/home/home-page';", 'pages'],
    [
      'apps/web/src/api/x.ts',
      "import { ChartTable } from '../components/chart-tables/chart-table';",
      'components',
    ],
    [
      'apps/server/src/services/pdf/x.ts',
      "import { registerCalls } from '../../routes/register-calls.js';",
      'routes',
    ],
    [
      'apps/server/src/db/x.ts',
      "import { requireClient } from '../services/clients/clients.js';",
      'services',
    ],
  ])('refuses %s importing up a layer', async (file, code, above) => {
    const messages = await restrictedImports(file, `${code}\nexport const used = 1;\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`sits below ${above}/`);
  });

  it.each([
    [
      'apps/web/src/pages/home/x.ts',
      "import { ChartTable } from '../../components/chart-tables/chart-table';",
    ],
    ['apps/server/src/routes/x.ts', "import { requireClient } from '../services/clients/clients.js';"],
    ['apps/server/src/services/x.ts', "import { findClient } from '../db/clients.js';"],
  ])('lets %s import down', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const used = 1;\n`)).toEqual([]);
  });
});

describe('lint keeps the chart answers runnable in the browser', () => {
  it.each([
    ["import { computeChart } from '@kpdesk/astro';", '@kpdesk/astro/engine'],
    ["import { loadWasmEphemeris } from '@kpdesk/astro/wasm';", 'engine, the contract and the domain only'],
    ["import { loadClientChart } from '@kpdesk/server';", 'engine, the contract and the domain only'],
    ["import { readFile } from 'node:fs/promises';", 'no I/O'],
  ])('refuses %s', async (code, reason) => {
    const messages = await restrictedImports(
      'packages/chart-answers/src/x.ts',
      `${code}\nexport const used = 1;\n`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it.each([
    "import { computeChart } from '@kpdesk/astro/engine';",
    "import { formatMoment } from '@kpdesk/contract';",
  ])('lets it %s', async (code) => {
    expect(
      await restrictedImports('packages/chart-answers/src/x.ts', `${code}\nexport const used = 1;\n`),
    ).toEqual([]);
  });
});
