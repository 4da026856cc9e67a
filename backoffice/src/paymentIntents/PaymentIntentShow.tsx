import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Labeled,
  NumberField,
  Show,
  type ShowProps,
  TextField,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField, RecordMemberLink, TranslatedChip } from '../common/fields';
import { CreditedField, PriceCadField } from './fields';
import { StatusChip } from './StatusChip';
import type { PaymentIntentAdminRow } from './types';

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
    {children}
  </Stack>
);

/** BTCPay's payment state beyond the status (none, paidPartial, paidOver, paidLate, marked), translated. */
function PaymentStateChip() {
  const record = useRecordContext<PaymentIntentAdminRow>();
  return <TranslatedChip prefix="annuaire.paymentIntents.paymentStates" value={record?.paymentState} />;
}

/** What the provider asked the member to send and what it saw arrive, in the chosen currency. */
function ProviderPayment() {
  const translate = useTranslate();
  const record = useRecordContext<PaymentIntentAdminRow>();
  if (!record) return null;
  if (!record.payment) return <Typography sx={{ mt: 2 }}>{translate('annuaire.paymentIntents.noPayment')}</Typography>;
  return (
    <Row>
      <Labeled source="payment.address">
        <TextField source="payment.address" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} />
      </Labeled>
      <Labeled source="payment.amount">
        <TextField source="payment.amount" />
      </Labeled>
      <Labeled source="payment.paid">
        <TextField source="payment.paid" />
      </Labeled>
      <Labeled source="payment.paymentLink">
        <TextField source="payment.paymentLink" emptyText="—" sx={{ wordBreak: 'break-all' }} />
      </Labeled>
    </Row>
  );
}

/**
 * One intent with everything known about it. Deliberately without actions: staff cannot mark a crypto intent
 * paid, since crypto is credited only from the provider's settlement (docs/product.md §3); an underpaid intent is
 * settled with the member outside the product (a staff deposit with its reason, or a refund).
 */
export function PaymentIntentShow(props: Omit<ShowProps, 'children'>) {
  return (
    <Show {...props} actions={false}>
      <Box sx={{ p: 2 }}>
        <Row>
          <Labeled source="status">
            <StatusChip />
          </Labeled>
          <Labeled source="paymentState">
            <PaymentStateChip />
          </Labeled>
          <Labeled source="credited">
            <CreditedField />
          </Labeled>
          <Labeled source="username">
            <RecordMemberLink />
          </Labeled>
        </Row>
        <Row>
          <Labeled source="packId">
            <TextField source="packId" />
          </Labeled>
          <Labeled source="credits">
            <NumberField source="credits" />
          </Labeled>
          <Labeled source="priceCad">
            <PriceCadField />
          </Labeled>
          <Labeled source="currency">
            <TextField source="currency" />
          </Labeled>
        </Row>
        <Row>
          <Labeled source="createdAt">
            <DateTimeField source="createdAt" />
          </Labeled>
          <Labeled source="expiresAt">
            <DateTimeField source="expiresAt" />
          </Labeled>
          <Labeled source="settledAt">
            <DateTimeField source="settledAt" emptyText="—" />
          </Labeled>
        </Row>
        <Row>
          <Labeled source="id">
            <TextField source="id" />
          </Labeled>
          <Labeled source="invoiceId">
            <TextField source="invoiceId" />
          </Labeled>
          <Labeled source="checkoutLink">
            <UrlField source="checkoutLink" target="_blank" rel="noopener noreferrer" />
          </Labeled>
        </Row>
        <ProviderPayment />
      </Box>
    </Show>
  );
}
