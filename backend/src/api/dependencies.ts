import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { AnyProjection, EventCounter } from '@annuaire/projections';
import type { EventStore } from '@annuaire/shared';
import type { Captcha } from '../auth/captcha';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';

/** What the API's routers are built from; assembled once by the server at start. */
export interface ApiDependencies {
  readonly config: Config;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read models of many shapes share one pool
  readonly db: Kysely<any>;
  readonly pool: pg.Pool;
  readonly store: EventStore & Partial<EventCounter>;
  readonly projections: readonly AnyProjection[];
  readonly captcha: Captcha;
  readonly mailer: Mailer;
  /** The clock; tests move it. */
  readonly now: () => Date;
  /**
   * The crypto payment provider (BTCPay), or null when crypto is not offered (Canada, or none configured:
   * docs/product.md §3). Absent counts as null, for tools that build the API without payments.
   */
  readonly paymentProvider: PaymentProvider | null;
  /** This process's projection workers, when it runs them (PROJECTIONS=on): `/readyz` asks which are failing. */
  readonly workers?: { failing(): readonly string[] };
}
