import { projections } from '@annuaire/projections';
import { catalogue } from '@annuaire/shared';
import { runProjectionsCli } from './projectionsCli';

/** `npm run projections -- <command>`: see runProjectionsCli. */
process.exitCode = await runProjectionsCli(process.argv.slice(2), { projections, catalogue });
