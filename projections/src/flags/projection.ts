import type { Transaction } from 'kysely';
import { flagEvents, flagMatchKey, unreachable } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { FLAGS_TABLES_SQL, type FlagsDatabase } from './table';

/** The staff list of flagged emails and phone numbers, with the key accounts are matched on. */
export const flagsProjection = defineProjection({
  name: 'flags',
  version: 1,
  events: flagEvents,
  tables: ['flags'],
  createTables: FLAGS_TABLES_SQL,
  async handle(events, trx: Transaction<FlagsDatabase>) {
    for (const event of events) {
      const id = event.stream.id;
      const at = event.metadata.at;
      switch (event.type) {
        case 'FlagCreated': {
          const { type, value, note } = event.data;
          await trx
            .insertInto('flags')
            .values({
              id,
              type,
              value,
              match_key: flagMatchKey(type, value),
              note,
              created_by: event.metadata.actorId,
              created_at: at,
              updated_at: at,
              txn: String(event.position.txn),
              pos: String(event.position.pos),
            })
            .execute();
          break;
        }
        case 'FlagEdited': {
          // The key depends on both type and value, and an edit may carry either alone.
          const row = await trx.selectFrom('flags').select(['type', 'value']).where('id', '=', id).executeTakeFirst();
          if (!row) break;
          const type = event.data.changes.type ?? row.type;
          const value = event.data.changes.value ?? row.value;
          await trx
            .updateTable('flags')
            .set({ ...event.data.changes, match_key: flagMatchKey(type, value), updated_at: at })
            .where('id', '=', id)
            .execute();
          break;
        }
        case 'FlagDeleted':
          await trx.deleteFrom('flags').where('id', '=', id).execute();
          break;
        default:
          return unreachable(event, 'flag event');
      }
    }
  },
});
