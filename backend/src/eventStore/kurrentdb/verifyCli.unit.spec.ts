import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../config';
import { dockerAvailable } from './server';
import { SKIP_MESSAGE, SKIPPED } from './verify';

/** The command itself, as `npm run verify:kurrentdb` runs it, on a machine where no Docker engine answers. */
const engine = await dockerAvailable();

it.skipIf(engine)(
  'npm run verify:kurrentdb, where no Docker engine answers and no EVENTSTORE_URL is set, says why it skipped and exits 3',
  async () => {
    const env = { ...process.env };
    delete env.EVENTSTORE_URL;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'backend/src/cli/verifyKurrentDb.ts'], {
      cwd: REPOSITORY_ROOT,
      env,
    });
    await expect(run).rejects.toMatchObject({ code: SKIPPED, stdout: `${SKIP_MESSAGE}\n` });
  },
);
