import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    rules: { 'no-restricted-imports': ['error', { patterns: ['@kpdesk/server', '@kpdesk/astro', 'sweph'] }] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@kpdesk/server', '@kpdesk/astro', '@kpdesk/web'] }],
    },
  },
);
