import { catalogue } from '@annuaire/shared';
import { loadConfig } from './config';
import { loggerFromConfig, logTo } from './observability/logger';
import { workerProjections } from './readModels';
import { installLastResortHandlers } from './runtime/lastResort';
import { startServices } from './runtime/services';

/** `npm start`: the whole product in one process, on embedded PostgreSQL unless configured otherwise. */
const config = loadConfig();
// JSON lines in production (and tests), readable ones in development; LOG_LEVEL sets how many.
const logger = loggerFromConfig(config);
const log = logTo(logger);
const services = await startServices(config, { projections: workerProjections, catalogue, logger });
// Only once started: a failure while starting must still stop the process with its error.
installLastResortHandlers(logTo(logger, 'error'));

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log(`${signal} received, stopping`);
  await services.stop();
  log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
