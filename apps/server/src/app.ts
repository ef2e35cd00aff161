import { API_PREFIX } from '@kpdesk/contract';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.js';
import { DEFAULT_SECRET_HASH_COST, type Config } from './config.js';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/connection.js';
import authPlugin from './plugins/auth.js';
import { handleError, handleFrameworkError, registerNotFound } from './plugins/envelope.js';
import { registerHardening } from './plugins/hardening.js';
import { registerOpenApi } from './plugins/openapi.js';
import { accountRoutes } from './routes/accounts/index.js';
import { chartRoutes } from './routes/charts/index.js';
import { clientRoutes } from './routes/clients.js';
import { deviceRoutes } from './routes/device.js';
import { eventRoutes } from './routes/events.js';
import { horaryRoutes } from './routes/horary.js';
import { createWork, type Work } from './services/work/work-pool.js';
import { matchingRoutes } from './routes/matching.js';
import { vargaRoutes } from './routes/vargas.js';
import { muhurtaRoutes } from './routes/muhurta.js';
import { importExportRoutes } from './routes/import-export.js';
import { lifeEventRoutes } from './routes/life-events.js';
import { optionsRoutes } from './routes/options.js';
import { panchangRoutes } from './routes/panchang.js';
import { pdfRoutes } from './routes/pdf.js';
import { placeRoutes } from './routes/places.js';
import { settingsRoutes } from './routes/settings.js';
import { shareRoutes } from './routes/share.js';
import { systemRoutes } from './routes/system.js';
import { transitRoutes } from './routes/transit.js';
import type { AccountDeps } from './services/accounts/deps.js';
import { sharedRateStore } from './plugins/shared-rate-store.js';
import { checkCaptcha } from './services/accounts/sign-up.js';
import { createChartCache, type ChartCacheOptions } from './services/chart-core/chart-cache.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './services/mailer.js';

/**
 * What tests may replace: the clock, the mailer, the database target (e.g. a PostgreSQL schema), the chart
 * cache bounds, and a listener that sees every SQL statement (to count queries).
 */
export interface AppOverrides {
  clock?: Clock;
  mailer?: Mailer;
  database?: DatabaseTarget;
  chartCache?: ChartCacheOptions;
  onQuery?: (sql: string) => void;
}

/** The dependencies every area's services receive. */
export interface AppContext extends DatabaseHandle {
  config: Config;
  clock: Clock;
  mailer: Mailer;
  chartCache: ChartCacheOptions;
  work: Work;
}

function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { dialect: 'postgres', url: config.databaseUrl }
    : { dialect: 'sqlite', file: config.sqliteFile };
}

function createMailer(config: Config): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(config.mailOutbox, config.mailFrom);
}

/** Registers every area's routes under /api. New areas add one line here. */
async function registerApi(app: FastifyInstance, context: AppContext): Promise<void> {
  const deps: AccountDeps = {
    db: context.db,
    clock: context.clock,
    mailer: context.mailer,
    jwtSecret: context.config.jwtSecret,
    tokenTtlSeconds: context.config.tokenTtlSeconds,
    isCaptchaDisabled: context.config.isCaptchaDisabled,
    secretHashCost: context.config.secretHashCost,
  };
  await app.register(
    async (api) => {
      await api.register(systemRoutes, { db: context.db, dialect: context.dialect });
      await api.register(accountRoutes, { deps, rateLimitPerMinute: context.config.rateLimitPerMinute });
      const captcha = (answer: string, checksum: string) => checkCaptcha(deps, answer, checksum);
      await api.register(clientRoutes, { deps: { db: context.db, clock: context.clock }, captcha });
      await api.register(settingsRoutes, { deps: { db: context.db, clock: context.clock } });
      await api.register(deviceRoutes, { deps: { db: context.db, clock: context.clock } });
      await api.register(importExportRoutes, {
        deps: { db: context.db, dialect: context.dialect, clock: context.clock, work: context.work },
      });
      await api.register(placeRoutes);
      const chartDeps = {
        db: context.db,
        clock: context.clock,
        ephePath: context.config.ephePath,
        cache: createChartCache(context.chartCache),
        work: context.work,
      };
      await api.register(chartRoutes, { deps: chartDeps });
      await api.register(eventRoutes, { deps: chartDeps });
      await api.register(transitRoutes, { deps: chartDeps });
      await api.register(optionsRoutes, { deps: chartDeps });
      await api.register(panchangRoutes, { deps: chartDeps });
      await api.register(horaryRoutes, { deps: chartDeps });
      await api.register(muhurtaRoutes, { deps: chartDeps });
      await api.register(matchingRoutes, { deps: chartDeps });
      await api.register(vargaRoutes, { deps: chartDeps });
      await api.register(lifeEventRoutes, { deps: chartDeps });
      await api.register(pdfRoutes, { deps: chartDeps });
      await api.register(shareRoutes, {
        deps: chartDeps,
        rateLimitPerMinute: context.config.rateLimitPerMinute,
      });
    },
    { prefix: API_PREFIX },
  );
}

/**
 * Builds the application without listening (tests call `app.inject`): opens and migrates the database,
 * registers plugins, the API and the web app. Closing the app closes the database.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.body', 'res.body'] },
    bodyLimit: 256 * 1024,
    // Fastify's own two lines per request are off; plugins/request-log.ts writes one line instead.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  if (config.isCaptchaDisabled)
    app.log.warn('CAPTCHA_DISABLED=1: captcha answers are not checked. Use only for automated tests.');
  if (config.secretHashCost < DEFAULT_SECRET_HASH_COST)
    app.log.warn(
      `SECRET_HASH_COST=${config.secretHashCost}: pins and passwords hash weakly. Use only for automated tests.`,
    );

  const handle = await openDatabase(overrides.database ?? databaseTarget(config), overrides.onQuery);
  const clock = overrides.clock ?? systemClock;
  const work = createWork(handle.db, clock, config.work);
  app.addHook('onClose', async () => {
    await work.close();
    await handle.db.destroy();
  });
  const context: AppContext = {
    ...handle,
    config,
    clock,
    mailer: overrides.mailer ?? createMailer(config),
    chartCache: overrides.chartCache ?? {},
    work,
  };
  app.decorate('context', context);

  await registerHardening(app);
  // The limits' counters (per IP, per account text, per lookup IP) live in the database, shared by every
  // process on it; ended windows are swept, so a flood of new keys lasts one window.
  await app.register(rateLimit, { global: false, store: sharedRateStore(handle.db, context.clock) });
  await app.register(authPlugin, { db: handle.db, clock: context.clock, jwtSecret: config.jwtSecret });
  await registerOpenApi(app);
  await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: ['index.html'] });
  await registerApi(app, context);
  registerNotFound(app, config.webDist);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, clock, mailer and configuration shared by every area. */
    context: AppContext;
  }
}
