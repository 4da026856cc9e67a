import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('refuses to start in production without PUBLIC_URL, since mail links would point at localhost', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://annuaire.example' }).PUBLIC_URL).toBe(
      'https://annuaire.example',
    );
  });

  it('defaults PUBLIC_URL to the local port outside production', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('names the variable whose value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('takes the BTCPay settings all together or not at all, naming the missing ones', () => {
    const btcpay = {
      BTCPAY_URL: 'https://pay.example',
      BTCPAY_STORE_ID: 'store1',
      BTCPAY_API_KEY: 'key',
      BTCPAY_WEBHOOK_SECRET: 'secret',
    };
    expect(loadConfig(btcpay).BTCPAY_STORE_ID).toBe('store1');
    expect(loadConfig({}).BTCPAY_URL).toBeUndefined();
    const { BTCPAY_API_KEY: _key, BTCPAY_WEBHOOK_SECRET: _secret, ...partial } = btcpay;
    expect(() => loadConfig(partial)).toThrow(/BTCPAY_API_KEY, BTCPAY_WEBHOOK_SECRET: BTCPay needs all four/);
    expect(() => loadConfig({ ...btcpay, BTCPAY_URL: 'not a url' })).toThrow(/BTCPAY_URL/);
  });
});
