import type { Env } from './env-schema';

export type { Env } from './env-schema';

/** Defined by vite.config.ts (and the test config): the `VITE_*` settings, validated at build time. */
declare const __SITE_ENV__: Env;

export const env: Env = __SITE_ENV__;
