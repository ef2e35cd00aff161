import type { Linter } from 'eslint';

/** The lint configuration of the repository. */
declare const config: Linter.Config[];
export default config;

/** One config per layer of an app: a file in `<app>/<layer>/` may not import from the folders above it. */
export function layers(
  app: string,
  borders: readonly unknown[],
  aboveOf: Readonly<Record<string, readonly string[]>>,
): Linter.Config[];

/** The import rules of packages/chart-answers: the engine without a binding, the contract and the domain only. */
export const chartAnswersRules: Linter.Config;
