import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The web app's package border: never the server, nor the engine's Node entry. It answers offline through
 * @kpdesk/chart-answers with the WebAssembly binding of @kpdesk/astro/wasm (apps/web/src/api/offline-engine/).
 */
const WEB_PACKAGES = [
  { group: ['@kpdesk/server', 'sweph'], message: 'The web app reaches the server only by its calls.' },
  {
    regex: '^@kpdesk/astro(?!/wasm$)',
    message: 'The web app reaches the engine only through @kpdesk/astro/wasm.',
  },
];

/**
 * The chart answers run on the server and in the browser: the engine with no binding selected, the contract and
 * the domain, and nothing else (no server, no web app, no Node built-in: no I/O).
 */
export const chartAnswersRules = {
  files: ['packages/chart-answers/src/**/*.ts'],
  ignores: ['packages/chart-answers/src/**/*.test.ts', 'packages/chart-answers/src/test-setup.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@kpdesk/astro',
            message: 'The chart answers run in the browser too: import the engine as @kpdesk/astro/engine.',
          },
        ],
        patterns: [
          {
            group: [
              '@kpdesk/*',
              '!@kpdesk/astro',
              '!@kpdesk/contract',
              '!@kpdesk/domain',
              '@kpdesk/astro/wasm',
            ],
            message: 'The chart answers build on the engine, the contract and the domain only.',
          },
          { group: ['node:*', 'fs', 'path', 'os', 'sweph'], message: 'The chart answers do no I/O.' },
        ],
      },
    ],
  },
};

/**
 * One config per layer of an app: a file in `<app>/<layer>/` may not import from the folders above it (any
 * relative path through `/<above>/`), nor across the app's package border (`borders`).
 */
export function layers(app, borders, aboveOf) {
  return Object.entries(aboveOf).map(([layer, above]) => ({
    files: [`${app}/${layer}/**/*.{ts,tsx}`],
    ignores: [`${app}/${layer}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...borders,
            ...above.map((folder) => ({
              group: [`**/${folder}/**`, `../${folder}`, `../../${folder}`],
              message: `${layer}/ sits below ${folder}/: move the shared part down a layer instead of importing up.`,
            })),
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.config.*', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and route handlers are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain-JS scripts (benchmarks, the CLI shim) are not part of a TypeScript project.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: 'readonly',
        console: 'readonly',
        performance: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    // One-way imports: the engine knows only the domain's vocabulary (web -> chart-answers -> contract, astro -> domain).
    files: ['packages/astro/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@kpdesk/*', '!@kpdesk/domain'], message: 'The engine builds on the domain only.' },
          ],
        },
      ],
    },
  },
  {
    // The vocabulary sits under everything and imports nothing of ours.
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@kpdesk/*'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_PACKAGES }] },
  },
  // Inside each app, imports point down its layers (web: app -> pages -> components -> api; server: routes ->
  // plugins -> services -> db). A layer names the folders above it; the package borders stay with it.
  ...layers('apps/web/src', WEB_PACKAGES, {
    components: ['app', 'pages'],
    i18n: ['app', 'pages', 'components'],
    api: ['app', 'pages', 'components', 'i18n'],
  }),
  ...layers('apps/server/src', [], {
    plugins: ['routes'],
    services: ['routes', 'plugins'],
    db: ['routes', 'plugins', 'services'],
  }),
  chartAnswersRules,
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@kpdesk/server', '@kpdesk/astro', '@kpdesk/web', '@kpdesk/chart-answers'] },
      ],
    },
  },
);
