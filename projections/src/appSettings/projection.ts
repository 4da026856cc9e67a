import type { Transaction } from 'kysely';
import { settingsEvents, unreachable } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { APP_SETTINGS_TABLES_SQL, type AppSettingsDatabase } from './table';

/** The settings admins changed, one row each, with who changed it last and when. */
export const appSettingsProjection = defineProjection({
  name: 'app_settings',
  version: 1,
  events: settingsEvents,
  tables: ['settings'],
  createTables: APP_SETTINGS_TABLES_SQL,
  async handle(events, trx: Transaction<AppSettingsDatabase>) {
    for (const event of events) {
      switch (event.type) {
        case 'AppSettingsChanged':
          for (const [key, value] of Object.entries(event.data.changes)) {
            const row = {
              value: JSON.stringify(value),
              updated_at: event.metadata.at,
              updated_by: event.metadata.actorId,
            };
            await trx
              .insertInto('settings')
              .values({ key, ...row })
              .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
              .execute();
          }
          break;
        default:
          return unreachable(event.type, 'settings event');
      }
    }
  },
});
