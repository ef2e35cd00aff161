import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The web app's package border: never the server or the engine. */
const WEB_PACKAGES = [
  {
    group: ['@kpdesk/server', '@kpdesk/astro', 'sweph'],
    message: 'The web app reaches the server only by its calls.',
  },
];

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
    // One-way imports: the engine knows only the domain's vocabulary; the web app never reaches the server or engine.
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
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@kpdesk/server', '@kpdesk/astro', '@kpdesk/web'] }],
    },
  },
);
