import type { Config } from '../config';
import { createLogger, type Logger } from './logger';

/**
 * The projections worker's logger: the API's (one JSON object per line in production and tests, readable in
 * development, LOG_LEVEL), but at info by default even under NODE_ENV=test. The worker writes no access
 * lines, only a few about each projection's life (active, waiting, rebuilding, failing), which are what an
 * operator and the process tests read.
 */
export function workerLoggerFromConfig(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return createLogger({ level: config.LOG_LEVEL ?? 'info', pretty: config.NODE_ENV === 'development' });
}

/**
 * The `log` and `onFailing` hooks of the projection workers, writing through `logger`. The workers say
 * `<projection>: <what>`: a line about one of `projections` carries it as `projection` (the message is kept
 * whole). A worker reports a failed attempt by calling `onFailing(name, true)` and, at once, logging the
 * error: that line is a warning; working again after failures is said once.
 */
export function projectionWorkerLogging(
  logger: Logger,
  projections: readonly string[],
): { log(message: string): void; onFailing(projection: string, failing: boolean): void } {
  const known = new Set(projections);
  /** Failed attempts whose error line is the next one of that projection. */
  const failedAttempt = new Set<string>();
  const failing = new Set<string>();
  return {
    log(message) {
      const name = /^([a-z][a-z0-9_]*): /.exec(message)?.[1];
      if (name === undefined || !known.has(name)) {
        logger.info(message);
        return;
      }
      if (failedAttempt.delete(name)) {
        logger.warn({ projection: name, failing: true }, message);
        return;
      }
      logger[/^[a-z0-9_]+: batch observer failed/.test(message) ? 'warn' : 'info']({ projection: name }, message);
    },
    onFailing(projection, failed) {
      if (failed) {
        failedAttempt.add(projection);
        failing.add(projection);
      } else if (failing.delete(projection)) {
        logger.info({ projection, failing: false }, `${projection}: working again`);
      }
    },
  };
}
