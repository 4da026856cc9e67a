import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@annuaire/shared';
import { createTestDatabase } from '../../../../test/database';
import { loadConfig } from '../../config';
import { workerProjections } from '../../readModels';
import { startServices, type Services } from '../../runtime/services';

/**
 * The product started as `npm start` starts it, with its events in KurrentDB: migrations, the event store, every
 * projection worker and the API, until /api/health says every projection has caught up. Runs only against a
 * real server: `npm run verify:kurrentdb` (which starts one where Docker runs) or EVENTSTORE_URL.
 */
const url = process.env.EVENTSTORE_URL;

if (url) {
  describe('the product on KurrentDB', () => {
    it('starts, and /api/health answers 200 with every projection caught up', async () => {
      const database = await createTestDatabase();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-kurrentdb-start-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        EVENTSTORE_URL: url,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'silent',
        SERVER_RENDERING: 'off',
      });
      let services: Services | null = null;
      try {
        services = await startServices(config, { projections: workerProjections, catalogue });
        const base = services.url;
        let last: { status: number; body: { status?: string } } | null = null;
        await expect
          .poll(
            async () => {
              const response = await fetch(`${base}/api/health`);
              last = { status: response.status, body: (await response.json()) as { status?: string } };
              return last.status === 200 && last.body.status === 'ok';
            },
            { timeout: 90_000, interval: 500 },
          )
          .toBe(true);
        expect(last).toMatchObject({ status: 200, body: { status: 'ok' } });
      } finally {
        await services?.stop();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
} else {
  const reason = 'no EVENTSTORE_URL (npm run verify:kurrentdb starts a KurrentDB where Docker runs)';
  process.stderr.write(`KurrentDB product start skipped: ${reason}\n`);
  // Reported as skipped, with the reason, rather than as a test that passes without running anything.
  it.skip(`the product on KurrentDB (skipped: ${reason})`);
}
