/**
 * The web benchmark's HTTP side, in its own process so the load generator and Chromium do not share its CPU
 * time: the product twice on one database, with pages rendered on the server (`SERVER_RENDERING=on`, as it
 * runs) and left to the browser (`off`, the site before server rendering). Reports both ports over IPC.
 */
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { catalogue } from '@annuaire/shared';
import { loadConfig } from '../../src/config';
import { openCore } from '../../src/runtime/core';
import { benchedProduct } from '../product';

// Behind one trusted proxy (TRUST_PROXY=1): the flood and the other visitors each name their own address
// (flood.ts), as clients behind the operator's proxy do.
const environment = {
  ...process.env,
  PROJECTIONS: 'off',
  CAPTCHA_DISABLED: 'true',
  NODE_ENV: 'test',
  TRUST_PROXY: '1',
};
const core = await openCore(loadConfig(environment), catalogue, () => undefined);

function product(serverRendering: 'on' | 'off'): Koa {
  return benchedProduct(loadConfig({ ...environment, SERVER_RENDERING: serverRendering }), core);
}

const listen = (app: Koa) =>
  new Promise<number>((resolve) => {
    const http = app.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port));
  });
const [renderedPort, clientPort] = await Promise.all([listen(product('on')), listen(product('off'))]);
process.send?.({ renderedPort, clientPort });
// Stopped by the bench with SIGTERM: exiting normally lets --cpu-prof write its profile (BENCH_CPU_PROFILE).
process.once('SIGTERM', () => process.exit(0));
