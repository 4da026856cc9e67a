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

  it('refuses in production a BTCPay reached over plain http or a webhook secret under 32 characters', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://annuaire.example' };
    const btcpay = {
      BTCPAY_URL: 'https://pay.example',
      BTCPAY_STORE_ID: 'store1',
      BTCPAY_API_KEY: 'key',
      BTCPAY_WEBHOOK_SECRET: 's'.repeat(32),
    };
    expect(loadConfig({ ...production, ...btcpay }).BTCPAY_URL).toBe('https://pay.example');
    expect(() => loadConfig({ ...production, ...btcpay, BTCPAY_URL: 'http://pay.example' })).toThrow(
      /BTCPAY_URL: must be https in production/,
    );
    expect(() => loadConfig({ ...production, ...btcpay, BTCPAY_WEBHOOK_SECRET: 's'.repeat(31) })).toThrow(
      /BTCPAY_WEBHOOK_SECRET: at least 32 characters/,
    );
    // Development and tests keep a local BTCPay on http and short secrets.
    expect(loadConfig({ ...btcpay, BTCPAY_URL: 'http://127.0.0.1:23000', BTCPAY_WEBHOOK_SECRET: 'x' }).BTCPAY_URL).toBe(
      'http://127.0.0.1:23000',
    );
  });
});
