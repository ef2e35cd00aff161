import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseInUseError } from './db/connection.js';
import { readMotionTable } from './services/work/motion-table.js';

/**
 * Starts the server: configuration from the environment, migrations, then listen. SIGTERM and SIGINT close
 * the server gracefully: no new connections, requests in flight finish, then the database closes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  // The worker threads install it (work-pool.ts); here it is only looked at, to say when it is missing.
  if (readMotionTable() === null) {
    app.log.warn(
      'no motion table of this build (npm run build writes it): the varga margins read the ephemeris',
    );
  }
  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? `configuration: ${error.message}`
      : error instanceof DatabaseInUseError
        ? error.message
        : String(error instanceof Error ? error.stack : error);
  process.stderr.write(`kpdesk server did not start: ${message}\n`);
  process.exit(1);
});
