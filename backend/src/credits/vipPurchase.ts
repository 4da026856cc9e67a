import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { VIP_PRICES, type EventMetadata } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { runUserCommand } from '../users/commands';
import { runCreditCommand } from './commands';
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
  const { rows } = await sql<{ user_id: string; purchase_id: string; days: number }>`
    select t.user_id, t.details->>'purchaseId' as purchase_id, (t.details->>'days')::int as days
    from credits.transactions t
    left join users.users u on u.id = t.user_id
    where t.kind = 'CreditsSpentOnVip'
      and not coalesce(u.state->'vipPurchases' ? (t.details->>'purchaseId'), false)`.execute(deps.db);
  for (const row of rows) {
    await runUserCommand(
      deps,
      row.user_id,
      { type: 'ExtendVip', purchaseId: row.purchase_id, days: row.days },
      systemMetadata(deps.now(), {
        correlationId: row.purchase_id,
        causationId: row.purchase_id,
        reason: 'completing a paid VIP purchase',
      }),
    );
  }
  return rows.length;
}
