import { helpServiceEvents, type HelpServiceEvent, unreachable } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import type { Transaction, Updateable } from 'kysely';
import { HELP_SERVICES_TABLES_SQL, type HelpServicesDatabase, type HelpServicesTable } from './table';

type Fields = Extract<HelpServiceEvent, { type: 'HelpServiceEdited' }>['data']['changes'];

/** The columns an edit touches; texts come per language, each pair changing together. */
function columnsOf(changes: Fields): Updateable<HelpServicesTable> {
  return {
    ...(changes.name ? { name_fr: changes.name.fr, name_en: changes.name.en } : {}),
    ...(changes.description ? { description_fr: changes.description.fr, description_en: changes.description.en } : {}),
    ...(changes.url !== undefined ? { url: changes.url } : {}),
    ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
  };
}

/** The support organisations staff maintain, listed on the site's /help-services page. */
export const helpServicesProjection = defineProjection({
  name: 'help_services',
  version: 1,
  events: helpServiceEvents,
  tables: ['help_services'],
  createTables: HELP_SERVICES_TABLES_SQL,
  async handle(events, trx: Transaction<HelpServicesDatabase>) {
    for (const event of events) {
      const id = event.stream.id;
      const at = event.metadata.at;
      switch (event.type) {
        case 'HelpServiceCreated': {
          const { name, description, url, phone } = event.data;
          await trx
            .insertInto('help_services')
            .values({
              id,
              name_fr: name.fr,
              name_en: name.en,
              description_fr: description.fr,
              description_en: description.en,
              url,
              phone,
              created_at: at,
              updated_at: at,
              txn: String(event.position.txn),
              pos: String(event.position.pos),
            })
            .execute();
          break;
        }
        case 'HelpServiceEdited':
          await trx
            .updateTable('help_services')
            .set({ ...columnsOf(event.data.changes), updated_at: at })
            .where('id', '=', id)
            .execute();
          break;
        case 'HelpServiceDeleted':
          await trx.deleteFrom('help_services').where('id', '=', id).execute();
          break;
        default:
          return unreachable(event, 'help service event');
      }
    }
  },
});
