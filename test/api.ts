import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { startProjectionWorkers } from '@annuaire/projections';
import { catalogue, type EventCatalogue } from '@annuaire/shared';
import { createApp } from '../backend/src/api/app';
import { answerClientErrors } from '../backend/src/api/boundary/clientErrors';
import type { ApiDependencies } from '../backend/src/api/dependencies';
import { createCaptcha } from '../backend/src/auth/captcha';
import { loadConfig } from '../backend/src/config';
import { seedDemoAccounts, DEMO_PASSWORD } from '../backend/src/demo/seed';
import { createMailer } from '../backend/src/mail/mailer';
import { startLiveFanOut, type LiveFanOut } from '../backend/src/live/fanOut';
import { migrations } from '../backend/src/migrations';
import type { PaymentProvider } from '../backend/src/payments/provider';
import { paymentProviderFrom } from '../backend/src/payments/providerFromConfig';
import { workerProjections } from '../backend/src/readModels';
import { runMigrations } from '../backend/src/postgres/migrations';
import { openTestStore, type TestStore } from './eventStore';

export interface TestApi {
  readonly base: string;
  readonly t: TestStore;
  readonly deps: ApiDependencies;
  /** The Koa application under test, for tests that walk its route table. */
  readonly app: Koa;
  /** The Server-Sent Events fan-out, listening to the projections' signals. */
  readonly live: LiveFanOut;
  /** A browser-like client with its own cookie jar. */
  client(): TestClient;
  /** A client logged in as one of the demo accounts. */
  as(username: string): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestClient {
  request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** A multipart POST (uploads); the body is parsed as JSON like `request`. */
  upload<T = unknown>(path: string, form: FormData): Promise<{ status: number; body: T; headers: Headers }>;
  /** A raw request with this client's cookie, for binary answers such as images. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * The whole API on a fresh database, with the product's projections running and the demo accounts.
 * `paymentProvider` replaces the one the configuration would build (the crypto tests pass a fake).
 */
export async function startTestApi(
  env: NodeJS.ProcessEnv = {},
  extraEvents: EventCatalogue = new Map(),
  options: { paymentProvider?: PaymentProvider | null } = {},
): Promise<TestApi> {
  const t = await openTestStore(new Map([...catalogue, ...extraEvents]));
  await runMigrations(t.pool, migrations);
  // Listening first, so PUBLIC_URL can be the address tests reach (links in mail and "log in as" links).
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA_DISABLED: 'true', PUBLIC_URL: base, ...env });
  const projections = workerProjections(t.store);
  const workers = startProjectionWorkers(projections, {
    db: t.db,
    store: t.store,
    connectionString: t.url,
    pollIntervalMs: 200,
  });
  const deps: ApiDependencies = {
    config,
    db: t.db,
    pool: t.pool,
    store: t.store,
    projections,
    captcha: createCaptcha({ db: t.db, disabled: config.CAPTCHA_DISABLED }),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, t.db),
    now: () => new Date(),
    paymentProvider: options.paymentProvider === undefined ? paymentProviderFrom(config) : options.paymentProvider,
  };
  await seedDemoAccounts(deps);
  const live = startLiveFanOut({ connectionString: t.url });
  const app = createApp(deps, { live });
  answerClientErrors(server).on('request', app.callback());

  const client = () => browserClient(base);

  return {
    base,
    t,
    deps,
    app,
    live,
    client,
    as: (username) => logIn(base, username),
    async close() {
      server.closeAllConnections();
      server.close();
      await live.stop();
      await workers.stop();
      await t.close();
    },
  };
}

/** A browser-like client of the API at `base`: JSON in and out, and the session cookie it was given. */
export function browserClient(base: string): TestClient {
  let cookie = '';
  const parsed = async (response: Response) => {
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as never, headers: response.headers };
  };
  return {
    async request(method, path, body, headers = {}) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = response.headers.getSetCookie().find((line) => line.startsWith('annuaire_session='));
      if (set) cookie = set.split(';')[0]!;
      return parsed(response);
    },
    async upload(path, form) {
      return parsed(await fetch(`${base}${path}`, { method: 'POST', headers: cookie ? { cookie } : {}, body: form }));
    },
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      return fetch(`${base}${path}`, { ...init, headers });
    },
  };
}

/** A client of the API at `base` logged in as one of the demo accounts. */
export async function logIn(base: string, username: string): Promise<TestClient> {
  const session = browserClient(base);
  const { status } = await session.request('POST', '/api/auth', { identifier: username, password: DEMO_PASSWORD });
  if (status !== 200) throw new Error(`Could not log in as ${username}: ${status}`);
  return session;
}
