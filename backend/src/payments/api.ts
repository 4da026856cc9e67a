import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { requestLogger } from '../observability/requestLogging';
import type { Context } from 'koa';
import { countOpenPaymentIntents, findPaymentIntent, listPaymentIntents } from '@annuaire/projections';
import { CREDIT_PACKS, hasPermission } from '@annuaire/shared';
import { actorOf, metadataOf, requireSession } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { rateLimit } from '../auth/rateLimit';
import { settleFromProvider } from '../processes/cryptoSettlement';
import { rawBodyOf } from '../api/body';
import { runPaymentIntentCommand } from './commands';
import { invoiceCache } from './invoiceCache';
import { withMemberLock } from './memberLock';
import { answerOf, cryptoUnavailable, currencyList, fromProvider, providerOf } from './offer';
import { InvalidWebhookSignature, ProviderUnavailable, type PaymentProvider } from './provider';
import { IntentIdParams, PaymentIntentBody } from './schema';

/** A member has at most this many intents waiting for payment (docs/product.md §3). */
const MAX_OPEN_INTENTS = 3;
/** What a provider's invoice id looks like (BTCPay's are base58); anything else names none of ours. */
const INVOICE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Crypto payments on the Quebec site (docs/product.md §3, docs/api.md "Crypto payments"): the currencies the
 * store accepts, a member's payment intents, and the provider's webhook. Without a provider (or in Canada)
 * every route but the member's own list and `/offer` answers 404 `crypto_unavailable`.
 *
 * `GET /api/crypto/offer` is the site's question "is crypto offered here?": always 200 `{ offered }` (true only on
 * the Quebec site with a provider configured), so the footer and the payment dialog learn it without an error.
 */
export function cryptoRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/crypto' });
  // Never in Canada, whatever is configured (paymentProviderFrom builds none there either).
  const provider = deps.config.WEBSITE === 'QC' ? (deps.paymentProvider ?? null) : null;
  const currencies = provider ? currencyList(provider, deps.now) : null;
  const invoices = invoiceCache(deps.now);
  const settlement = provider && { store: deps.store, db: deps.db, now: deps.now, paymentProvider: provider };

  /** Re-reads an intent's invoice (open: at most every 10 s; ended: once), settling it if it moved. */
  const refreshed = async (id: string) => {
    const record = await findPaymentIntent(deps.db, id);
    if (!record || !settlement || invoices.fresh(id, record.status === 'open')) return record;
    try {
      const read =
        record.status === 'open'
          ? await settleFromProvider(settlement, record.invoiceId)
          : { invoice: await settlement.paymentProvider.getInvoice(record.invoiceId) };
      if (read) invoices.set(id, read.invoice);
    } catch (error) {
      // The stored intent still answers; the member's dialog asks again in a few seconds.
      if (!(error instanceof ProviderUnavailable)) throw error;
    }
    return findPaymentIntent(deps.db, id);
  };

  router.get('/offer', (ctx) => {
    ctx.body = { offered: provider !== null };
  });

  router.get('/currencies', async (ctx) => {
    providerOf(deps);
    ctx.body = (await currencies!()).map(({ code, name }) => ({ code, name }));
  });

  router.post(
    '/payment-intents',
    requireSession,
    validate({ body: PaymentIntentBody }),
    async (ctx, next) => {
      providerOf(deps);
      await next();
    },
    rateLimit({
      db: deps.db,
      name: 'crypto-intent',
      limit: 10,
      windowMs: 60 * 60_000,
      key: (ctx) => actorOf(ctx).userId,
    }),
    async (ctx: ValidatedContext<{ body: typeof PaymentIntentBody }>) => {
      const chosen = providerOf(deps);
      const { userId } = actorOf(ctx);
      const { packId, currency } = ctx.state.input.body;
      const pack = CREDIT_PACKS.find((candidate) => candidate.id === packId)!;
      if (!(await currencies!()).some((accepted) => accepted.code === currency)) {
        throw new HttpError(400, 'unsupported_currency', `The store does not accept ${currency}`);
      }
      const intentId = randomUUID();
      // One member's intents are created one at a time (every replica), so the limit of 3 holds under races.
      await withMemberLock(deps.pool, `crypto-intent:${userId}`, async () => {
        if ((await countOpenPaymentIntents(deps.db, userId)) >= MAX_OPEN_INTENTS) {
          throw new HttpError(
            409,
            'too_many_open_intents',
            `At most ${MAX_OPEN_INTENTS} crypto payments may wait at once`,
          );
        }
        await createIntent(ctx, deps, chosen, { intentId, userId, pack, currency }, invoices);
      });
      const record = await findPaymentIntent(deps.db, intentId);
      ctx.status = 201;
      ctx.body = answerOf(record!, invoices.get(intentId));
    },
  );

  router.get('/payment-intents', requireSession, async (ctx) => {
    const { userId } = actorOf(ctx);
    const { rows } = await listPaymentIntents(deps.db, { userId }, { offset: 0, limit: 20 });
    ctx.body = rows.map((row) => answerOf(row, invoices.get(row.id)));
  });

  router.get(
    '/payment-intents/:id',
    requireSession,
    validate({ params: IntentIdParams }),
    async (ctx: ValidatedContext<{ params: typeof IntentIdParams }>) => {
      const actor = actorOf(ctx);
      const { id } = ctx.state.input.params;
      const stored = await findPaymentIntent(deps.db, id);
      // Another member's intent is answered as if it did not exist.
      if (!stored || (stored.userId !== actor.userId && !hasPermission(actor.role, 'VIEW_ALL_USERS'))) {
        throw new HttpError(404, 'not_found', 'Payment intent not found');
      }
      ctx.body = answerOf((await refreshed(id))!, invoices.get(id));
    },
  );

  // The provider's server-to-server notifications, signed over the body as sent (rawBodyOf, api/body.ts).
  router.post('/webhook', async (ctx) => {
    if (!settlement) throw cryptoUnavailable();
    let event;
    try {
      event = settlement.paymentProvider.parseWebhook(rawBodyOf(ctx), ctx.headers);
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) {
        throw new HttpError(401, 'invalid_signature', 'The webhook signature does not match');
      }
      throw new HttpError(400, 'invalid_request', 'The webhook body is not a provider event');
    }
    // Only the invoice id is taken from the body: the invoice itself is read from the provider.
    if (!INVOICE_ID.test(event.invoiceId)) throw new HttpError(400, 'invalid_request', 'The webhook names no invoice');
    const settled = await fromProvider(() => settleFromProvider(settlement, event.invoiceId, event.deliveryId));
    // Another shop on the same BTCPay store, or an invoice made by hand there: nothing of ours, and no error.
    if (!settled)
      requestLogger(ctx)?.warn({ invoiceId: event.invoiceId }, 'crypto webhook about no payment intent: ignored');
    else invoices.set(settled.intent.id, settled.invoice);
    ctx.status = 204;
  });

  return router;
}

async function createIntent(
  ctx: Context,
  deps: ApiDependencies,
  provider: PaymentProvider,
  intent: { intentId: string; userId: string; pack: (typeof CREDIT_PACKS)[number]; currency: string },
  invoices: ReturnType<typeof invoiceCache>,
) {
  const { intentId, userId, pack, currency } = intent;
  const invoice = await fromProvider(
    () => provider.createInvoice({ intentId, amountCad: pack.price, currency, description: `${pack.credits} credits` }),
    ctx,
  );
  invoices.set(intentId, invoice);
  const payment = invoice.payment;
  await runPaymentIntentCommand(
    deps,
    intentId,
    {
      type: 'Create',
      intent: {
        intentId,
        userId,
        packId: pack.id,
        credits: pack.credits,
        priceCad: pack.price,
        currency,
        provider: 'btcpay',
        invoiceId: invoice.invoiceId,
        expiresAt: invoice.expiresAt.toISOString(),
        checkoutLink: invoice.checkoutLink,
        payment: payment && { address: payment.address, amount: payment.amount, paymentLink: payment.paymentLink },
      },
    },
    metadataOf(ctx, deps.now()),
  );
}
