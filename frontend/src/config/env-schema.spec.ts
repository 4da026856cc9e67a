import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('the build-time settings check', () => {
  it('fills the defaults and treats an empty variable as unset', () => {
    const env = parseEnv({ VITE_WEBSITE: 'CA', VITE_GTM_ID: '', VITE_QC_SITE_URL: 'https://qc.example' });
    expect(env.VITE_WEBSITE).toBe('CA');
    expect(env.VITE_GTM_ID).toBeUndefined();
    expect(env.VITE_QC_SITE_URL).toBe('https://qc.example');
    expect(env.VITE_STORAGE_PREFIX).toBe('annuaire.');
  });

  it('stops the build naming the variable that is wrong', () => {
    expect(() => parseEnv({ VITE_GTM_ID: 'UA-1234' })).toThrow(/VITE_GTM_ID/);
    expect(() => parseEnv({ VITE_CA_SITE_URL: 'not a url' })).toThrow(/VITE_CA_SITE_URL/);
  });

  it('ignores variables that are not the site’s (the build sees the whole process environment)', () => {
    expect(parseEnv({ PATH: '/usr/bin', VITE_WEBSITE: 'QC' })).not.toHaveProperty('PATH');
  });
});
