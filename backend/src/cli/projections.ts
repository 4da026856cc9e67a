import { catalogue } from '@annuaire/shared';
import { workerProjections } from '../readModels';
import { runProjectionsCli } from './projectionsCli';

/** `npm run projections -- <command>`: see runProjectionsCli. */
process.exitCode = await runProjectionsCli(process.argv.slice(2), { projections: workerProjections, catalogue });
