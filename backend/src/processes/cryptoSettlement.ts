import { sql } from 'kysely';
import {
  findPaymentIntentByInvoice,
  listPaymentIntents,
  waitForProjections,
  type PaymentIntentRecord,
} from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';
import { runCreditCommand } from '../credits/commands';
import { systemMetadata } from '../domain/metadata';
import { runPaymentIntentCommand } from '../payments/commands';
import type { PaymentProvider, ProviderInvoice } from '../payments/provider';
import { jobFailuresThrough, startPeriodicJob, type JobFailures } from '../runtime/periodic';

export type SettlementDeps = Pick<ApiDependencies, 'store' | 'db' | 'now'> & { paymentProvider: PaymentProvider };

/**
 * Brings a payment intent up to date with its provider invoice, then credits it if it settled. The webhook,
 * the poll and the member's own reload all come here; the invoice is always read from the provider, never
 * taken from a webhook body. Exactly once (docs/product.md §3): the intent's ending is appended at the
 * revision read, and the ledger's `DepositForIntent` is refused for an intent already credited, so racing
 * callers credit once. Answers null for an invoice that is none of ours.
 */
export async function settleFromProvider(
  deps: SettlementDeps,
  invoiceId: string,
  cause: string | null = null,
): Promise<{ intent: PaymentIntentRecord; invoice: ProviderInvoice } | null> {
  const intent = await findPaymentIntentByInvoice(deps.db, invoiceId);
  if (!intent) return null;
  const invoice = await deps.paymentProvider.getInvoice(invoiceId);
  const result = await runPaymentIntentCommand(
    deps,
    intent.id,
    { type: 'ApplyInvoice', status: invoice.status, paymentState: invoice.paymentState },
    systemMetadata(deps.now(), {
      correlationId: intent.id,
      causationId: cause,
      reason: `provider invoice ${invoice.status}`,
    }),
  );
  if (result.state.status === 'settled') await creditIntent(deps, intent);
  return { intent, invoice };
}

/**
 * The ledger half of a settlement: the pack's credits, once, with the intent as the deposit's cause (the
 * audit replay shows it). Waits until the intents read model shows it credited, so the member's next
 * reload does.
 */
async function creditIntent(deps: SettlementDeps, intent: Pick<PaymentIntentRecord, 'id' | 'userId' | 'credits'>) {
  const result = await runCreditCommand(
    deps,
    intent.userId,
    { type: 'DepositForIntent', intentId: intent.id, credits: intent.credits, notify: true },
    systemMetadata(deps.now(), {
      correlationId: intent.id,
      causationId: intent.id,
      reason: 'crypto payment settled',
    }),
  );
  if (result.append) await waitForProjections(deps.db, ['payment_intents'], result.append.position);
}

/** How many unfinished intents one poll looks at; the rest wait for the next minute. */
const POLL_BATCH = 200;

/**
 * Recovers what a webhook missed or a crash interrupted: open intents are re-read from the provider (a
 * lost webhook, an expiry BTCPay does not always announce), and settled intents not yet credited (a crash
 * between the two appends) get their deposit. One failing intent does not stop the others.
 */
export async function resumeCryptoSettlements(
  deps: SettlementDeps,
  log: (message: string) => void,
  signal?: AbortSignal,
): Promise<{ checked: number; failed: number }> {
  const { rows } = await listPaymentIntents(
    deps.db,
    { unfinished: true },
    { offset: 0, limit: POLL_BATCH, descending: false },
  );
  let failed = 0;
  for (const intent of rows) {
    if (signal?.aborted) break;
    try {
      if (intent.status === 'settled') await creditIntent(deps, intent);
      else await settleFromProvider(deps, intent.invoiceId);
    } catch (error) {
      failed++;
      log(`crypto settlement of intent ${intent.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { checked: rows.length, failed };
}

/** The poll: shortly after start (once the read model exists), then every minute; runs never overlap. */
export function startCryptoSettlement(
  deps: SettlementDeps,
  log: (message: string) => void,
  options: { firstRunMs?: number; everyMs?: number; failures?: JobFailures } = {},
): { stop(): Promise<void> } {
  const failures = options.failures ?? jobFailuresThrough(log);
  return startPeriodicJob({
    name: 'crypto_settlement',
    firstRunMs: options.firstRunMs ?? 5000,
    everyMs: options.everyMs ?? 60_000,
    failures,
    run: async (signal) => {
      const { rows } = await sql<{ ready: boolean }>`
        select to_regclass('payment_intents.intents') is not null as ready`.execute(deps.db);
      if (!rows[0]?.ready) return;
      const { failed } = await resumeCryptoSettlements(deps, log, signal);
      // Each intent's error is on its own line above; the count is what an alert watches.
      if (failed > 0) failures('crypto_settlement', `${failed} intent(s) to retry next minute`, 'poll');
    },
  });
}
