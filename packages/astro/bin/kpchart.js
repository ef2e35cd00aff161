#!/usr/bin/env node
// The tool is written in TypeScript (kpchart.ts beside this file); this committed shim runs its build, so that
// npm can link the command at install time, before anything is built.
try {
  await import('../dist/bin/kpchart.js');
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/bin/kpchart.js')) {
    process.stderr.write('kpchart: the engine is not built yet; run `npm run build` first\n');
    process.exit(2);
  }
  throw error;
}
