import { sql, type Kysely } from 'kysely';
import { AnalystLoginName, streams, type NewEvent } from '@annuaire/shared';
import { ANALYST_ACCESS_SQL, ANALYST_GROUP_SQL } from '../connections/migration';
import { analystConnectionString, newAnalystPassword, scramVerifier } from './adminAnalystLogin';
import { OperatorError, operatorMetadata, type AdminDeps } from './adminCommands';

/** Sessions one login may hold: psql plus a BI tool's pool (set Metabase's to 10 or fewer), never the product's. */
export const ANALYST_CONNECTION_LIMIT = 10;

interface Operator {
  readonly operator: string;
  readonly reason: string;
}

export interface CreatedAnalystLogin {
  readonly login: string;
  readonly group: string;
  /** Shown once by the command, kept nowhere: the database holds only its SCRAM verifier. */
  readonly password: string;
  readonly connectionString: string;
  /** The group's settings the login was given (read-only by default, statement_timeout, …), as `name=value`. */
  readonly settings: readonly string[];
}

const pgCode = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;

function loginName(login: string): string {
  if (!AnalystLoginName.safeParse(login).success) {
    throw new OperatorError(
      2,
      `Invalid analyst name "${login}": 3 to 32 lower-case letters, digits and _, starting with a letter, not pg_`,
    );
  }
  return login;
}

async function groupName(db: Kysely<unknown>): Promise<{ group: string; exists: boolean }> {
  const { rows } = await sql<{ group: string; exists: boolean }>`
    select ${sql.raw(ANALYST_GROUP_SQL)} as "group",
           exists (select from pg_roles where rolname = ${sql.raw(ANALYST_GROUP_SQL)}) as "exists"`.execute(db);
  return rows[0]!;
}

/**
 * Whether the role `r` is one of the logins `analyst create` makes: a plain login (no superuser, CREATEROLE,
 * CREATEDB, replication nor RLS bypass) whose one membership is the analyst group, and not the role running this.
 * The product's own role may be a member too (saved queries `SET ROLE` to the group), and must never be listed
 * nor dropped as an analyst.
 */
const isAnalystLogin = (group: string) => sql<boolean>`(
  r.rolcanlogin and not (r.rolsuper or r.rolcreaterole or r.rolcreatedb or r.rolreplication or r.rolbypassrls)
  and r.rolname <> current_user and r.rolname <> session_user
  and exists (select from pg_auth_members m join pg_roles g on g.oid = m.roleid
               where m.member = r.oid and g.rolname = ${group})
  and not exists (select from pg_auth_members m join pg_roles g on g.oid = m.roleid
                   where m.member = r.oid and g.rolname <> ${group}))`;

async function recordChange(deps: AdminDeps, login: string, event: NewEvent, who: Operator): Promise<void> {
  await deps.store.append(streams.analystLogin(login), [event], {
    metadata: operatorMetadata(who.operator, who.reason, deps.now()),
  });
}

/**
 * Creates a LOGIN role in the database's analyst group with a generated password, recorded as
 * `AnalystLoginCreated` before the role is committed (a failed append creates nothing). The group's access is
 * applied again first (see ANALYST_ACCESS_SQL), and its settings copied onto the login: PostgreSQL does not
 * inherit role settings from a group, only privileges.
 */
export async function createAnalystLogin(
  deps: AdminDeps,
  input: Operator & { login: string },
): Promise<CreatedAnalystLogin> {
  const login = loginName(input.login);
  if (!deps.databaseUrl) throw new Error('createAnalystLogin needs the database URL to print the connection string');
  await sql.raw(ANALYST_ACCESS_SQL).execute(deps.db);
  const { group, exists } = await groupName(deps.db);
  if (!exists) {
    throw new OperatorError(
      5,
      `The analyst group ${group} could not be created: the product's database role may not create roles. ` +
        'Give it CREATEROLE (or run this as a superuser), then run this command again.',
    );
  }
  const settings = await sql<{ setting: string }>`
    select unnest(setconfig) as setting from pg_db_role_setting
     where setdatabase = 0 and setrole = (select oid from pg_roles where rolname = ${group})`.execute(deps.db);
  const password = newAnalystPassword();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await sql`create role ${sql.id(login)} login password ${sql.lit(scramVerifier(password))}
                connection limit ${sql.lit(ANALYST_CONNECTION_LIMIT)} in role ${sql.id(group)}`.execute(trx);
      for (const { setting } of settings.rows) {
        const at = setting.indexOf('=');
        await sql`alter role ${sql.id(login)} set ${sql.id(setting.slice(0, at))} = ${sql.lit(setting.slice(at + 1))}`.execute(
          trx,
        );
      }
      await recordChange(deps, login, { type: 'AnalystLoginCreated', data: { login, group } }, input);
    });
  } catch (error) {
    if (pgCode(error) === '42710' || pgCode(error) === '23505') {
      throw new OperatorError(4, `A PostgreSQL role named ${login} already exists; choose another name`);
    }
    if (pgCode(error) === '42501') throw new OperatorError(5, `The database refused: ${(error as Error).message}`);
    throw error;
  }
  return {
    login,
    group,
    password,
    connectionString: analystConnectionString(deps.databaseUrl, login, password),
    settings: settings.rows.map((row) => row.setting),
  };
}

/**
 * Drops an analyst login: first NOLOGIN, so nobody connects meanwhile; then its open sessions are ended (dropping
 * a role leaves them running); then the role is dropped, recorded as `AnalystLoginRevoked` before the commit.
 * Refuses any role that is not a login of this database's analyst group, so it can never drop the product's role.
 */
export async function revokeAnalystLogin(
  deps: AdminDeps,
  input: Operator & { login: string },
): Promise<{ login: string; group: string; sessionsEnded: number }> {
  const login = loginName(input.login);
  const { group } = await groupName(deps.db);
  const { rows } = await sql<{ analyst: boolean }>`
    select ${isAnalystLogin(group)} as analyst from pg_roles r where r.rolname = ${login}`.execute(deps.db);
  const role = rows[0];
  if (!role) throw new OperatorError(3, `No PostgreSQL role ${login}`);
  if (!role.analyst) {
    throw new OperatorError(3, `${login} is not an analyst login of this database (${group}); nothing changed`);
  }
  try {
    await sql`alter role ${sql.id(login)} nologin`.execute(deps.db);
    const ended = await sql<{ ended: number }>`
      select count(*) filter (where pg_terminate_backend(pid))::int as ended
        from pg_stat_activity where usename = ${login}`.execute(deps.db);
    const sessionsEnded = ended.rows[0]?.ended ?? 0;
    await deps.db.transaction().execute(async (trx) => {
      await sql`drop role ${sql.id(login)}`.execute(trx);
      await recordChange(deps, login, { type: 'AnalystLoginRevoked', data: { login, group, sessionsEnded } }, input);
    });
    return { login, group, sessionsEnded };
  } catch (error) {
    if (pgCode(error) === '42501' || pgCode(error) === '2BP01') {
      throw new OperatorError(5, `The database refused: ${(error as Error).message} (${login} can no longer log in)`);
    }
    throw error;
  }
}

/** The group's analyst logins and how many sessions each has open now. */
export async function listAnalystLogins(
  deps: AdminDeps,
): Promise<{ group: string; logins: Array<{ login: string; sessions: number }> }> {
  const { group } = await groupName(deps.db);
  const { rows } = await sql<{ login: string; sessions: number }>`
    select r.rolname as login, (select count(*) from pg_stat_activity a where a.usename = r.rolname)::int as sessions
      from pg_roles r where ${isAnalystLogin(group)}
     order by r.rolname`.execute(deps.db);
  return { group, logins: rows };
}
