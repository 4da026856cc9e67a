import CurrencyBitcoinOutlined from '@mui/icons-material/CurrencyBitcoinOutlined';
import type { ResourceProps } from 'react-admin';
import { PaymentIntentList } from './PaymentIntentList';
import { PaymentIntentShow } from './PaymentIntentShow';

/** Read only (list and show, no edit): crypto is credited only from the provider's settlement (docs/product.md §3). */
export const paymentIntentsResource: Omit<ResourceProps, 'name'> = {
  list: PaymentIntentList,
  show: PaymentIntentShow,
  icon: CurrencyBitcoinOutlined,
  recordRepresentation: 'invoiceId',
};
