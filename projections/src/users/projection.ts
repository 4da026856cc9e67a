import { sql, type Transaction } from 'kysely';
import { userEvents, type UserState } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { foldUserEvents, userIdsOf } from './fold';
import { USERS_TABLES_SQL, type UsersDatabase } from './table';

function statusOf(state: UserState): string {
  if (state.deleted) return 'deleted';
  if (state.mergedInto) return 'merged';
  if (state.mergingInto) return 'merging';
  return 'active';
}

/** Users as the API and the backoffice read them, folded with the same `evolveUser` as the deciders. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 3,
  events: userEvents,
  tables: ['users'],
  createTables: USERS_TABLES_SQL,
  async handle(events, trx: Transaction<UsersDatabase>) {
    const rows = await trx
      .selectFrom('users')
      .select(['id', 'state', 'created_at'])
      .where('id', 'in', userIdsOf(events))
      .execute();
    const touched = foldUserEvents(
      events,
      new Map(rows.map((row) => [row.id, { state: row.state, createdAt: row.created_at.toISOString() }])),
    );
    const values = [...touched.entries()].map(([id, { state, createdAt, at: updatedAt, revision }]) => ({
      id,
      username: state.username,
      role: state.role,
      gender: state.gender,
      libertine: state.libertine,
      pending: state.pending,
      vip_until: state.vipUntil ? new Date(state.vipUntil) : null,
      online: state.online ? new Date(state.online) : null,
      ghost: state.ghost,
      verification_state: state.verificationState,
      status: statusOf(state),
      created_at: createdAt,
      updated_at: updatedAt,
      revision: String(revision),
      state: JSON.stringify(state),
    }));
    await trx
      .insertInto('users')
      .values(values)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          username: eb.ref('excluded.username'),
          role: eb.ref('excluded.role'),
          gender: eb.ref('excluded.gender'),
          libertine: eb.ref('excluded.libertine'),
          pending: eb.ref('excluded.pending'),
          vip_until: eb.ref('excluded.vip_until'),
          online: eb.ref('excluded.online'),
          ghost: eb.ref('excluded.ghost'),
          verification_state: eb.ref('excluded.verification_state'),
          status: eb.ref('excluded.status'),
          updated_at: eb.ref('excluded.updated_at'),
          revision: eb.ref('excluded.revision'),
          state: sql`excluded.state`,
        })),
      )
      .execute();
  },
});
