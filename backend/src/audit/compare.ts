import {
  balanceOf,
  findUserById,
  listTransactions,
  type CreditsDatabase,
  type UsersDatabase,
} from '@annuaire/projections';
import type { EventStore } from '@annuaire/shared';
import type { Kysely } from 'kysely';
import { replayUser, type LedgerLine, type RoleLine } from './replay';

export interface AuditReport {
  readonly userId: string;
  readonly username: string;
  readonly ledger: readonly LedgerLine[];
  readonly roles: readonly RoleLine[];
  readonly replayedBalance: number;
  readonly readModelBalance: number;
  /** Every disagreement between the replay and the read models; empty means no drift. */
  readonly drift: readonly string[];
}

/**
 * Replays a user's credits and roles from events and compares them, line by line, with what the read
 * models say: the balance, each transaction's amount and running balance, the role and the full state.
 */
export async function auditUser(
  db: Kysely<UsersDatabase & CreditsDatabase>,
  store: EventStore,
  userId: string,
): Promise<AuditReport> {
  const replay = await replayUser(store, userId);
  const [record, balance, history] = await Promise.all([
    findUserById(db, userId),
    balanceOf(db, userId),
    listTransactions(db, { userId }, { offset: 0, limit: 100_000, descending: false }),
  ]);
  const drift: string[] = [];
  if (balance !== replay.balance) drift.push(`balance: read model ${balance}, events ${replay.balance}`);
  if (history.rows.length !== replay.ledger.length) {
    drift.push(`transactions: read model has ${history.rows.length}, events give ${replay.ledger.length}`);
  }
  replay.ledger.forEach((line, index) => {
    const row = history.rows[index];
    if (!row) return;
    if (row.id !== line.eventId) drift.push(`transaction ${index + 1}: read model ${row.id}, events ${line.eventId}`);
    if ((row.type === 'debit' ? -row.credits : row.credits) !== line.change) {
      drift.push(
        `transaction ${index + 1} (${line.eventId}): amount ${row.type} ${row.credits}, events ${line.change}`,
      );
    }
    if (row.balanceAfter !== line.balance) {
      drift.push(
        `transaction ${index + 1} (${line.eventId}): balance after ${row.balanceAfter}, events ${line.balance}`,
      );
    }
  });
  if (!record) drift.push('user: missing from the read model');
  else {
    const current = replay.roles.at(-1);
    if (current && (record.state.role !== current.role || record.state.libertine !== current.libertine)) {
      drift.push(
        `role: read model ${record.state.role}${record.state.libertine ? ' (libertine)' : ''}, events ${current.role}${current.libertine ? ' (libertine)' : ''}`,
      );
    }
    for (const [field, value] of Object.entries(replay.user)) {
      const stored = (record.state as unknown as Record<string, unknown>)[field];
      if (JSON.stringify(stored) !== JSON.stringify(value))
        drift.push(`user.${field}: read model ${JSON.stringify(stored)}, events ${JSON.stringify(value)}`);
    }
  }
  return {
    userId,
    username: replay.user.username,
    ledger: replay.ledger,
    roles: replay.roles,
    replayedBalance: replay.balance,
    readModelBalance: balance,
    drift,
  };
}
