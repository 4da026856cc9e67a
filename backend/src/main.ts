import { catalogue } from '@annuaire/shared';
import { loadConfig } from './config';
import { workerProjections } from './readModels';
import { installLastResortHandlers } from './runtime/lastResort';
import { startServices } from './runtime/services';

/** `npm start`: the whole product in one process, on embedded PostgreSQL unless configured otherwise. */
const log = (message: string) => console.log(`[annuaire] ${message}`);
const services = await startServices(loadConfig(), { projections: workerProjections, catalogue, log });
// Only once started: a failure while starting must still stop the process with its error.
installLastResortHandlers(log);

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
