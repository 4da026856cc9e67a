import { NumberField, useRecordContext, useTranslate } from 'react-admin';
import { useDateLocale } from '../common/fields';
import type { PaymentIntentAdminRow } from './types';

/** Whether the pack's credits reached the member's ledger, as a translated yes or no. */
export function CreditedField() {
  const translate = useTranslate();
  const record = useRecordContext<PaymentIntentAdminRow>();
  if (!record) return null;
  return <>{translate(`annuaire.paymentIntents.credited.${record.credited ? 'yes' : 'no'}`)}</>;
}

/** The pack's price in Canadian dollars, written the staff member's way ("150,00 $" in French). */
export function PriceCadField() {
  const locales = useDateLocale();
  return <NumberField source="priceCad" locales={locales} options={{ style: 'currency', currency: 'CAD' }} />;
}
