import type { ColumnType, Selectable } from 'kysely';
import type { PaymentIntentStatus } from '@annuaire/shared';

/** One row per crypto payment intent (docs/product.md §3), for its member and for staff. */
export interface IntentsTable {
  id: string;
  user_id: string;
  pack_id: string;
  credits: number;
  price_cad: ColumnType<string, number, never>;
  currency: string;
  invoice_id: string;
  /** open, settled, underpaid, expired or invalid. */
  status: PaymentIntentStatus;
  /** The provider's payment state when settled: none, paidOver or paidLate. */
  payment_state: string;
  /** Set when the CreditsDeposited naming this intent is folded: the credits reached the balance. */
  credited: ColumnType<boolean, boolean, boolean>;
  checkout_link: string;
  address: string | null;
  amount: string | null;
  payment_link: string | null;
  created_at: ColumnType<Date, string, never>;
  expires_at: ColumnType<Date, string, never>;
  settled_at: ColumnType<Date | null, string | null, string | null>;
  updated_at: ColumnType<Date, string, string>;
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
}

export interface PaymentIntentsDatabase {
  intents: IntentsTable;
}

export type IntentRow = Selectable<IntentsTable>;

export const PAYMENT_INTENTS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".intents (
  id text primary key,
  user_id text not null,
  pack_id text not null,
  credits integer not null,
  price_cad numeric(10, 2) not null,
  currency text not null,
  invoice_id text not null unique,
  status text not null,
  payment_state text not null,
  credited boolean not null,
  checkout_link text not null,
  address text,
  amount text,
  payment_link text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  settled_at timestamptz,
  updated_at timestamptz not null,
  txn numeric(20, 0) not null,
  pos bigint not null
);
create index on "${schema}".intents (user_id, txn desc, pos desc);
create index on "${schema}".intents (status, txn desc, pos desc);
`;
