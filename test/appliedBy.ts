import type { Transaction } from 'kysely';
import { defineProjection } from '@annuaire/projections';

/**
 * A test read model recording which worker process applied each event. The primary key makes a
 * second application of an event fail loudly instead of passing unnoticed.
 */
export interface AppliedByDatabase {
  applied: { event_id: string; txn: string; pos: string; worker_pid: number };
}

export const appliedByProjection = defineProjection({
  name: 'applied_by',
  version: 1,
  events: 'all',
  tables: ['applied'],
  createTables: (schema) => `
    create table "${schema}".applied (
      event_id uuid primary key,
      txn numeric(20, 0) not null,
      pos bigint not null,
      worker_pid integer not null
    );`,
  async handle(events, trx: Transaction<AppliedByDatabase>) {
    await trx
      .insertInto('applied')
      .values(
        events.map((event) => ({
          event_id: event.id,
          txn: String(event.position.txn),
          pos: String(event.position.pos),
          worker_pid: process.pid,
        })),
      )
      .execute();
  },
});
