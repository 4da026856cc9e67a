import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { CreditTransaction } from '@annuaire/shared';

/** The intent a crypto deposit came from: the ledger read model copies it into the entry's details. */
export function paymentIntentIdOf(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const id = (details as { paymentIntentId?: unknown }).paymentIntentId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * A link from a crypto deposit to its payment intent, so staff see which invoice paid for the credits. Both
 * resources need VIEW_ALL_USERS, so whoever reads the ledger may follow it.
 */
export function PaymentIntentLink() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const record = useRecordContext<CreditTransaction>();
  const id = paymentIntentIdOf(record?.details);
  if (!id) return null;
  return (
    <Link
      to={createPath({ resource: 'payment-intents', id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {translate('annuaire.transactions.paymentIntent')}
    </Link>
  );
}
