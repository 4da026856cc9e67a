import type Koa from 'koa';
import { createApp } from '../src/api/app';
import { createCaptcha } from '../src/auth/captcha';
import type { Config } from '../src/config';
import { createMailer } from '../src/mail/mailer';
import { workerProjections } from '../src/readModels';
import type { openCore } from '../src/runtime/core';

/** The product's app as `npm start` builds it, on an open core, without a payment provider: what benches serve. */
export function benchedProduct(config: Config, core: Awaited<ReturnType<typeof openCore>>): Koa {
  return createApp({
    config,
    db: core.db,
    pool: core.pool,
    store: core.store,
    projections: workerProjections(core.store),
    captcha: createCaptcha({ db: core.db, disabled: true }),
    mailer: createMailer({ from: config.MAIL_FROM }, core.db),
    now: () => new Date(),
    paymentProvider: null,
  });
}
