import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import type { Config } from '../config';
import { requestContext } from './requestContext';

export type { Logger };

export interface LoggerOptions {
  readonly level: Level | 'silent';
  /** Human-readable lines (pino-pretty) instead of JSON; development only. */
  readonly pretty?: boolean;
  /** Where lines go (tests capture them); standard output by default. */
  readonly destination?: DestinationStream;
}

/** Levels from the environment: LOG_LEVEL, else info, or warn under test (failures, not access lines). */
export const logLevelOf = (config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Level | 'silent' =>
  config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info');

/**
 * The server's logger: one JSON object per line (what log collectors parse) in production and tests,
 * readable colored lines in development. Every line written during a request carries its `requestId`
 * (requestContext.ts).
 */
export function createLogger(options: LoggerOptions): Logger {
  const settings = {
    level: options.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => ({ ...requestContext.getStore() }),
    // A belt to the access line's braces (it never logs headers nor bodies): should a caller log an
    // object carrying one of these, its value is not written.
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie', 'authorization', '*.authorization'],
      censor: '[redacted]',
    },
  };
  if (options.destination) return pino(settings, options.destination);
  const pretty = options.pretty ? loadPretty() : null;
  return pretty ? pino(settings, pretty) : pino(settings);
}

/** The logger `npm start` uses, from its configuration. */
export function loggerFromConfig(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return createLogger({ level: logLevelOf(config), pretty: config.NODE_ENV === 'development' });
}

/**
 * pino-pretty is loaded only in development, in this thread (no worker transport to outlive a stop). A
 * production image may leave it out: then lines stay JSON, which every tool reads anyway.
 */
function loadPretty(): DestinationStream | null {
  try {
    const require = createRequire(import.meta.url);
    const build = require('pino-pretty') as (options: object) => DestinationStream;
    return build({
      // Colors only on a terminal: piped output (a log file, a test reading it) stays plain text.
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
    });
  } catch {
    return null;
  }
}

/** The `log(message)` functions the runtime's jobs take, writing through the logger at one level. */
export const logTo =
  (logger: Logger, level: 'info' | 'warn' | 'error' = 'info') =>
  (message: string): void => {
    logger[level](message);
  };
