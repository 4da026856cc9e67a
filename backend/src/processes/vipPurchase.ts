import { randomUUID } from 'node:crypto';
import { listUnappliedVipPurchases } from '@annuaire/projections';
import { VIP_PRICES, type EventMetadata } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { runUserCommand } from '../users/commands';
import { runCreditCommand } from '../credits/commands';
import { systemMetadata } from '../domain/metadata';

type Deps = Pick<ApiDependencies, 'store' | 'db' | 'now'>;

/**
 * Buying VIP with credits spans two streams: the ledger pays first (the balance check is race-safe on
 * `credits-{id}`), then the profile's VIP is extended. Both steps are keyed by the purchase id, so if the
 * process dies in between, `resumeVipPurchases` finishes the purchase; a member is never charged for
 * nothing.
 */
export async function buyVip(deps: Deps, userId: string, days: number, metadata: EventMetadata) {
  const price = VIP_PRICES.find((candidate) => candidate.days === days);
  if (!price) throw new Error(`No VIP price for ${days} days`);
  const purchaseId = randomUUID();
  await runCreditCommand(deps, userId, { type: 'SpendOnVip', purchaseId, credits: price.credits, days }, metadata);
  await runUserCommand(deps, userId, { type: 'ExtendVip', purchaseId, days }, { ...metadata, causationId: purchaseId });
  return purchaseId;
}

/** Finishes paid purchases whose VIP extension was never written (a crash between the two steps). */
export async function resumeVipPurchases(deps: Deps): Promise<number> {
  const purchases = await listUnappliedVipPurchases(deps.db);
  for (const { userId, purchaseId, days } of purchases) {
    await runUserCommand(
      deps,
      userId,
      { type: 'ExtendVip', purchaseId, days },
      systemMetadata(deps.now(), {
        correlationId: purchaseId,
        causationId: purchaseId,
        reason: 'completing a paid VIP purchase',
      }),
    );
  }
  return purchases.length;
}
