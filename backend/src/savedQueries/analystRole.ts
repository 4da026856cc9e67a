import type pg from 'pg';
import { HttpError } from '../api/errors';
import { ANALYST_GROUP_SQL } from '../connections/migration';

interface GroupAccess {
  readonly group: string;
  readonly exists: boolean;
  readonly mayBecome: boolean;
  readonly appRole: string;
}

/**
 * The analysts' group role of this database (`<database>_analyst`, connections/migration.ts), which this connection
 * may `SET ROLE` to: a superuser may; another role needs a membership with the SET option (granted by
 * ./migration.ts where the product's role made the group). Otherwise a 503 that says what the operator must do.
 */
export async function analystGroupOf(client: pg.PoolClient): Promise<string> {
  const { rows } = await client.query<GroupAccess>(`
    select g.name as "group", r.oid is not null as "exists", current_user as "appRole",
      coalesce(r.oid is not null and pg_has_role(current_user, r.oid, 'SET'), false) as "mayBecome"
    from (select ${ANALYST_GROUP_SQL} as name) g
    left join pg_roles r on r.rolname = g.name`);
  const access = rows[0]!;
  if (access.exists && access.mayBecome) return access.group;
  const grant = `GRANT ${access.group} TO ${access.appRole} WITH SET TRUE, INHERIT FALSE`;
  throw new HttpError(
    503,
    'analytics_unavailable',
    `Saved queries run as the analysts' role ${access.group}, which ` +
      (access.exists
        ? `the server's database role ${access.appRole} may not take: run "${grant}" as a superuser or a role ` +
          'with ADMIN OPTION on it.'
        : 'does not exist yet: run "npm run admin -- analyst create <login>" (the server\'s database role needs ' +
          `CREATEROLE), then, unless that role is a superuser, "${grant}".`),
  );
}
