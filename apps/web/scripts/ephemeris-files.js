import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The WebAssembly Swiss Ephemeris and its data files (Moshier needs none; the data files 1800–2400). */
const FILES = ['swisseph.wasm', 'swisseph.data'];

function folderOfFiles() {
  // The engine's dependency, installed at the workspace root.
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('swisseph-wasm/package.json')), 'wasm');
}

/**
 * A Vite plugin that serves the engine's WebAssembly files at /wasm/ (docs/engine.md: swisseph-wasm fetches
 * them from ../wasm/ relative to the chunk that holds it, i.e. /wasm/ for chunks under /assets/): emitted
 * into the build, and answered by the dev server.
 */
export function ephemerisFiles() {
  const folder = folderOfFiles();
  return {
    name: 'kpdesk-ephemeris-files',
    generateBundle() {
      for (const file of FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `wasm/${file}`,
          source: readFileSync(path.join(folder, file)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use('/wasm', (req, res, next) => {
        const file = FILES.find((f) => req.url === `/${f}`);
        if (!file) return next();
        res.setHeader(
          'content-type',
          file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        );
        res.end(readFileSync(path.join(folder, file)));
      });
    },
  };
}
