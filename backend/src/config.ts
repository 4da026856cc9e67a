import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const Environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * How much the server logs (pino levels: fatal, error, warn, info, debug, trace, silent). Defaults to
   * info, or warn under NODE_ENV=test so test runs show failures rather than every request's access line.
   */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Bearer token that `GET /metrics` (Prometheus) requires on the public port. Unset, the public port
   * answers 404 there and metrics are only served on METRICS_PORT, when set.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * A second, internal listener (on METRICS_HOST) serving only `/metrics`, without a token: for a scraper
   * inside the operator's network. Never publish this port.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * The interface METRICS_PORT listens on: loopback unless the operator names another, so metrics without a
   * token are not on every interface of the machine by default, which HOST (0.0.0.0) would be (issue 25 §4).
   */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** External PostgreSQL (read models, and the event store unless EVENTSTORE_URL is set). */
  DATABASE_URL: z.url().optional(),
  /** External EventStoreDB, e.g. esdb://localhost:2113?tls=false. */
  EVENTSTORE_URL: z.string().min(1).optional(),
  /** Where the embedded PostgreSQL keeps its data (git-ignored). */
  DATA_DIR: z.string().default(path.join(REPOSITORY_ROOT, '.data')),
  /** `off` runs the API alone, with projection workers in their own processes. */
  PROJECTIONS: z.enum(['on', 'off']).default('on'),
  /**
   * `off` leaves every page to the browser (the built index.html), as before server rendering: a switch for an
   * operator when the server render misbehaves, and the client-only side of `npm run bench -- web`.
   */
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  /** The regional variant: Quebec or Canada-wide (docs/product.md §1). */
  WEBSITE: z.enum(['QC', 'CA']).default('QC'),
  /**
   * How many reverse proxies in front of the API append to X-Forwarded-For (and set X-Forwarded-Proto).
   * 0 (the default) trusts no header and uses the socket's address: a client can write any
   * X-Forwarded-For it likes, so trusting it without a proxy would let anyone pick the address the rate
   * limits count. With N, the client is the address the outermost of our N proxies saw.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Where members reach the site: links in mail and "log in as" links are built from it, and state-changing
   * requests must come from its origin. Required in production; defaults to http://localhost:PORT otherwise.
   */
  PUBLIC_URL: z.url().optional(),
  /** Turns the proof-of-work captcha off: tests and local demos only, refused in production. */
  CAPTCHA_DISABLED: z.stringbool().default(false),
  /** Signs captcha challenges; generated once and kept in the database when unset. */
  CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** SMTP server for mail; unset keeps mail in the outbox that staff read in the backoffice. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('Annuaire <no-reply@annuaire.local>'),
  /** Where contact-us messages go. */
  CONTACT_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('contact@annuaire.local'),
  /** Where members send interac e-transfers for credit packs. */
  INTERAC_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('paiements@annuaire.local'),
  /** Demo accounts and content on first start (the embedded default); refused in production. */
  DEMO_DATA: z.stringbool().optional(),
  /** How many generated members the demo data adds on first start (0: only the demo accounts). */
  DEMO_USERS: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Where uploaded pictures are kept on local disk; defaults to DATA_DIR/pictures. Unused with S3_BUCKET. */
  PICTURES_DIR: z.string().min(1).optional(),
  /** S3-compatible bucket for pictures, so every API replica sees the same files; unset keeps them on disk. */
  S3_BUCKET: z.string().min(1).optional(),
  /** Endpoint of a non-AWS S3 service (MinIO, R2, ...); unset means AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Static credentials; unset falls back to the AWS default chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted services need. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /**
   * BTCPay Server (Greenfield API) for crypto payments on the Quebec site (docs/product.md §3): all four or
   * none. Unset, crypto is simply not offered.
   */
  BTCPAY_URL: z.url().optional(),
  BTCPAY_STORE_ID: z.string().min(1).optional(),
  /** A Greenfield API key with the store's invoice permissions. */
  BTCPAY_API_KEY: z.string().min(1).optional(),
  /** The secret of the store's webhook pointing at `/api/crypto/webhook`; signs each delivery. */
  BTCPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
});

const BTCPAY_VARIABLES = ['BTCPAY_URL', 'BTCPAY_STORE_ID', 'BTCPAY_API_KEY', 'BTCPAY_WEBHOOK_SECRET'] as const;

export type Config = Omit<z.infer<typeof Environment>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/** Reads the environment once at start; a bad value stops the process with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.CAPTCHA_DISABLED) {
    throw new Error('Invalid environment:\n  CAPTCHA_DISABLED: the captcha cannot be turned off in production');
  }
  if (config.NODE_ENV === 'production' && config.DEMO_DATA) {
    throw new Error('Invalid environment:\n  DEMO_DATA: demo accounts are refused in production');
  }
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    // Without it, reset links in mail would point at localhost and every browser request would fail the
    // same-origin check: better to refuse to start than to run a site nobody can use.
    throw new Error('Invalid environment:\n  PUBLIC_URL: required in production (e.g. https://annuaire.example)');
  }
  const missing = BTCPAY_VARIABLES.filter((name) => !config[name]);
  if (missing.length > 0 && missing.length < BTCPAY_VARIABLES.length) {
    // A partial set would either offer crypto that cannot work or silently not offer it: say which is missing.
    throw new Error(`Invalid environment:\n  ${missing.join(', ')}: BTCPay needs all four BTCPAY_* variables, or none`);
  }
  if (config.NODE_ENV === 'production') refuseWeakBtcPay(config);
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

/** Long enough that the webhook's HMAC cannot be guessed: 32 characters, as BTCPay's own generated secrets. */
const BTCPAY_SECRET_MIN = 32;

/**
 * In production, BTCPay is reached over TLS (the API key travels in every request and the invoice answers what
 * members are shown) and its webhook secret, which alone proves a payment notification, is not guessable
 * (issue 25 §4, docs/security.md).
 */
function refuseWeakBtcPay(config: z.infer<typeof Environment>): void {
  if (config.BTCPAY_URL && new URL(config.BTCPAY_URL).protocol !== 'https:') {
    throw new Error('Invalid environment:\n  BTCPAY_URL: must be https in production (e.g. https://btcpay.example)');
  }
  if (config.BTCPAY_WEBHOOK_SECRET && config.BTCPAY_WEBHOOK_SECRET.length < BTCPAY_SECRET_MIN) {
    throw new Error(
      `Invalid environment:\n  BTCPAY_WEBHOOK_SECRET: at least ${BTCPAY_SECRET_MIN} characters in production`,
    );
  }
}
