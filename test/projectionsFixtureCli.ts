import { auditProjection } from '@annuaire/projections';
import { runProjectionsCli } from '../backend/src/cli/projectionsCli';
import { testCatalogue } from '../backend/src/eventStore/contract/testEvents';
import { appliedByProjection } from './appliedBy';
import { cartTotalsProjection } from './cartTotals';

/** The projections CLI over test events and test read models, for process-level tests (kill -9). */
process.exitCode = await runProjectionsCli(process.argv.slice(2), {
  projections: () => [cartTotalsProjection, auditProjection, appliedByProjection],
  catalogue: testCatalogue,
});
