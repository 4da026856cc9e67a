import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { startProjectionWorkers, type AnyProjection } from '@annuaire/projections';
import type { EventCatalogue, EventStore } from '@annuaire/shared';
import { createApp } from '../api/app';
import { answerClientErrors } from '../api/boundary/clientErrors';
import { createCaptcha } from '../auth/captcha';
import { backfillUsernameSkeletons } from '../accounts/usernames';
import { createMailer, createMailTransport } from '../mail/mailer';
import { startMailSender } from '../mail/sender';
import { seedDemoAccounts } from '../demo/seed';
import { seedDemoPopulation } from '../demo/population/firstStart';
import { resumeVipPurchases } from '../processes/vipPurchase';
import { resumeMerges } from '../processes/merge';
import { startCryptoSettlement } from '../processes/cryptoSettlement';
import { paymentProviderFrom } from '../payments/providerFromConfig';
import { recordVipExpiries } from '../users/vipExpiry';
import { viewsRetention } from '../views/rollup';
import { adFiguresRetention } from '../campaigns/rollup';
import { startRetention } from './retentionRollup';
import { startHousekeeping } from '../housekeeping/housekeeping';
import { pictureMedia } from '../pictures/media';
import { startVariantJobs } from '../pictures/variantJobs';
import { startLiveFanOut } from '../live/fanOut';
import { instrumentStore } from '../observability/instrumentedStore';
import { loggerFromConfig, logTo, type Logger } from '../observability/logger';
import { createMetrics, observeBatches } from '../observability/metrics';
import { metricsListenerOf, startMetricsServer } from '../observability/metricsServer';
import type { Config } from '../config';
import { STOP_STEP_MS, stopInOrder } from './bounded-stop';
import { drainServer } from './drain';
import { openCore } from './core';
import { jobFailuresTo, startPeriodicJob, type JobFailures } from './periodic';

export interface Services {
  /** Base URL the API listens on. */
  readonly url: string;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  /** What the workers run; reactors among them append through the store. */
  readonly projections: (store: EventStore) => readonly AnyProjection[];
  readonly catalogue: EventCatalogue;
  /** Where the services log; from LOG_LEVEL and NODE_ENV when absent. */
  readonly logger?: Logger;
}

/**
 * Everything `npm start` runs, in order: PostgreSQL (embedded unless configured), migrations, the event
 * store, the projection workers (unless PROJECTIONS=off) and the HTTP API. `stop` undoes it in reverse.
 */
export async function startServices(config: Config, options: ServiceOptions): Promise<Services> {
  const logger = options.logger ?? loggerFromConfig(config);
  const log = logTo(logger);
  const metrics = createMetrics();
  // Every background job's failures: a warn line and annuaire_background_job_failures_total{job}.
  const failures = jobFailuresTo(logger, metrics);
  const core = await openCore(config, options.catalogue, log);
  const { db } = core;
  // Every append of this process (requests, reactors, jobs) is timed, whichever adapter is behind.
  const store = instrumentStore(core.store, metrics);
  const projections = options.projections(store);
  const workers =
    config.PROJECTIONS === 'on'
      ? startProjectionWorkers(projections, {
          db,
          store,
          connectionString: core.databaseUrl,
          log,
          onBatch: observeBatches(metrics),
        })
      : null;

  // Usernames from before look-alike checking get their skeleton (accounts/usernames.ts).
  await backfillUsernameSkeletons(db, log);
  // Requests only queue mail in the outbox; this sends it, with retries, when SMTP is configured.
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const mailSender = transport ? startMailSender({ db, transport, log, failures }) : null;
  const captcha = createCaptcha({ db, hmacKey: config.CAPTCHA_HMAC_KEY, disabled: config.CAPTCHA_DISABLED });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, db);
  const deps = {
    config,
    db,
    pool: core.pool,
    store,
    projections,
    captcha,
    mailer,
    now: () => new Date(),
    paymentProvider: paymentProviderFrom(config),
    ...(workers ? { workers } : {}),
  };
  // Demo accounts on the embedded default (or when asked); loadConfig refuses them in production.
  if (config.DEMO_DATA ?? (!config.DATABASE_URL && config.NODE_ENV !== 'production')) {
    if (await seedDemoAccounts(deps)) {
      log('demo accounts created (password: demo-password)');
      if (config.DEMO_USERS > 0) await seedDemoPopulation(deps, config, log);
    }
  }
  // Cross-stream operations a crash may have interrupted are finished now and then re-checked.
  const recovery = startRecovery(deps, log, failures);
  // Crypto payments a webhook missed or a crash left uncredited, re-checked every minute (docs/product.md §3).
  const { paymentProvider } = deps;
  const settlement = paymentProvider ? startCryptoSettlement({ ...deps, paymentProvider }, log, { failures }) : null;
  // Raw view events older than the retention window become daily summaries, then are purged (docs/product.md §9).
  const retention = startRetention(viewsRetention, deps, log, { failures });
  // The same for ad impressions and clicks: advertisers' daily figures are summarised before the purge.
  const adRetention = startRetention(adFiguresRetention, deps, log, { firstRunMs: 7000, failures });
  // Expired sessions, old sent mail, ended rate-limit windows and dead links, purged hourly (housekeeping/purges.ts).
  const housekeeping = startHousekeeping(deps, log, { failures });
  // Uploaded pictures get their standard sizes made right after upload, so a first view reads a file.
  const variantJobs = startVariantJobs({ db, media: pictureMedia(config, db), log, failures });
  // One LISTEN connection per API process, fanning the projections' signals out to open event streams.
  const live = startLiveFanOut({ connectionString: core.databaseUrl, log });
  // The app logs its own errors, with their request's id (observability/requestLogging.ts).
  const app = createApp(deps, { live, logger, metrics });
  const server = answerClientErrors(app.listen(config.PORT, config.HOST), log);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  log(`API listening on http://localhost:${port}`);
  // Metrics without a token, for a scraper on the internal network only (METRICS_PORT and METRICS_HOST, README).
  const metricsListener = metricsListenerOf(config);
  const metricsServer = metricsListener ? await startMetricsServer({ metrics, ...metricsListener, logger }) : null;
  if (metricsServer) log(`metrics on ${metricsServer.url} (internal port, no token)`);

  return {
    url: `http://localhost:${port}`,
    async stop() {
      await stopInOrder(
        [
          // Open live-update streams never end by themselves: closed first, they do not hold the drain back.
          ['live', () => live.stop()],
          // Requests in flight finish (a page being served is sent whole); new connections are refused.
          ['API', () => drainServer(server, STOP_STEP_MS - 1_000)],
          ['metrics', async () => metricsServer?.stop()],
          ['recovery', () => recovery.stop()],
          ['crypto settlement', async () => settlement?.stop()],
          ['views retention', () => retention.stop()],
          ['ad figures retention', () => adRetention.stop()],
          ['housekeeping', () => housekeeping.stop()],
          ['picture variants', () => variantJobs.stop()],
          [
            'mail sender',
            async () => {
              await mailSender?.stop();
              transport?.close();
            },
          ],
          ['projection workers', async () => workers?.stop()],
          ['database', () => core.close()],
        ],
        log,
      );
    },
  };
}

/**
 * Finishes VIP purchases and merges that a crash interrupted: once the read models exist, then every
 * minute (runs never overlap).
 */
function startRecovery(
  deps: Parameters<typeof resumeMerges>[0],
  log: (message: string) => void,
  failures: JobFailures,
) {
  return startPeriodicJob({
    name: 'recovery',
    firstRunMs: 2000,
    everyMs: 60_000,
    failures,
    run: async () => {
      const { rows } = await sql<{ ready: boolean }>`
        select to_regclass('users.users') is not null and to_regclass('credits.transactions') is not null as ready`.execute(
        deps.db,
      );
      if (!rows[0]?.ready) return;
      const purchases = await resumeVipPurchases(deps);
      const merges = await resumeMerges(deps);
      await recordVipExpiries(deps);
      if (purchases + merges > 0)
        log(`finished ${purchases} VIP purchase(s) and ${merges} merge(s) interrupted earlier`);
    },
  });
}
