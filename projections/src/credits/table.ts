import type { ColumnType, Selectable } from 'kysely';

/** One row per ledger event that moves credits: the credit history with its running balance. */
export interface TransactionsTable {
  event_id: string;
  user_id: string;
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
  /** credit or debit (docs/product.md §3). */
  type: string;
  /** The ledger event type: CreditsDeposited, CreditsSpentOnVip, ... */
  kind: string;
  credits: number;
  balance_after: number;
  actor_id: string | null;
  actor_role: string;
  impersonator_id: string | null;
  reason: string | null;
  at: ColumnType<Date, string, never>;
  details: ColumnType<unknown, string, never>;
}

export interface BalancesTable {
  user_id: string;
  balance: number;
  updated_at: ColumnType<Date, string, string>;
}

export interface DepositRequestsTable {
  request_id: string;
  user_id: string;
  method: string;
  credits: number;
  price: ColumnType<string, number, never>;
  reference: string;
  status: string;
  requested_at: ColumnType<Date, string, never>;
  decided_at: ColumnType<Date | null, string | null, string | null>;
}

export interface CreditsDatabase {
  transactions: TransactionsTable;
  balances: BalancesTable;
  deposit_requests: DepositRequestsTable;
}

export type TransactionRow = Selectable<TransactionsTable>;
export type DepositRequestRow = Selectable<DepositRequestsTable>;

export const CREDITS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".transactions (
  event_id uuid primary key,
  user_id text not null,
  txn numeric(20, 0) not null,
  pos bigint not null,
  type text not null,
  kind text not null,
  credits integer not null,
  balance_after integer not null,
  actor_id text,
  actor_role text not null,
  impersonator_id text,
  reason text,
  at timestamptz not null,
  details jsonb not null
);
create index on "${schema}".transactions (user_id, txn, pos);
create index on "${schema}".transactions (txn, pos);
create table "${schema}".balances (
  user_id text primary key,
  balance integer not null check (balance >= 0),
  updated_at timestamptz not null
);
create table "${schema}".deposit_requests (
  request_id text primary key,
  user_id text not null,
  method text not null,
  credits integer not null,
  price numeric(10, 2) not null,
  reference text not null,
  status text not null,
  requested_at timestamptz not null,
  decided_at timestamptz
);
create index on "${schema}".deposit_requests (status, requested_at);
create index on "${schema}".deposit_requests (user_id);
`;
