import type { Config } from '../config';
import { createBtcPayProvider } from './btcpay';
import type { PaymentProvider } from './provider';

/**
 * The payment provider the configuration names, or null: crypto is offered only on the Quebec site and only
 * with BTCPay configured (docs/product.md §3); otherwise nothing pretends to take crypto.
 */
export function paymentProviderFrom(config: Config): PaymentProvider | null {
  if (config.WEBSITE !== 'QC') return null;
  const { BTCPAY_URL, BTCPAY_STORE_ID, BTCPAY_API_KEY, BTCPAY_WEBHOOK_SECRET } = config;
  if (!BTCPAY_URL || !BTCPAY_STORE_ID || !BTCPAY_API_KEY || !BTCPAY_WEBHOOK_SECRET) return null;
  return createBtcPayProvider({
    url: BTCPAY_URL,
    storeId: BTCPAY_STORE_ID,
    apiKey: BTCPAY_API_KEY,
    webhookSecret: BTCPAY_WEBHOOK_SECRET,
  });
}
