/**
 * The benchmark's HTTP side, in its own process so the load generator does not share its CPU time:
 * the product's API, and beside it a bare Koa app whose routes answer from one raw `pg` query
 * returning the same rows (the floor the product is measured against). Reports both ports over IPC.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pg from 'pg';
import { catalogue } from '@annuaire/shared';
import { loadConfig } from '../../src/config';
import { openCore } from '../../src/runtime/core';
import { benchedProduct } from '../product';
import { RAW_QUERIES } from './rawQueries';

const config = loadConfig({ ...process.env, PROJECTIONS: 'off', CAPTCHA_DISABLED: 'true', NODE_ENV: 'test' });
const core = await openCore(config, catalogue, () => undefined);
const app = benchedProduct(config, core);

const pool = new pg.Pool({ connectionString: core.databaseUrl, max: 20 });
const bare = new Koa();
bare.use(async (ctx) => {
  if (ctx.path === '/bare') {
    ctx.body = { ok: true };
    return;
  }
  const query = RAW_QUERIES[ctx.path];
  if (!query) {
    ctx.status = 404;
    return;
  }
  const { rows } = await pool.query(query.text, query.values(ctx.query as Record<string, string>));
  ctx.body = { data: rows };
});

const listen = (server: Koa) =>
  new Promise<number>((resolve) => {
    const http = server.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port));
  });
const [apiPort, barePort] = await Promise.all([listen(app), listen(bare)]);
process.send?.({ apiPort, barePort });
// Stopped by the bench with SIGTERM: exiting normally lets --cpu-prof write its profile (BENCH_CPU_PROFILE).
process.once('SIGTERM', () => process.exit(0));
