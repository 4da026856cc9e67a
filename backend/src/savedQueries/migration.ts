import { ANALYST_GROUP_SQL } from '../connections/migration';
import type { Migration } from '../postgres/migrations';

/**
 * Lets the server's database role `SET ROLE` to the analysts' group, which saved queries run as (runner.ts). A
 * superuser needs nothing. A role that made the group with CREATEROLE holds it WITH ADMIN OPTION only (PostgreSQL 16
 * and later), so it grants itself the SET option, never INHERIT: outside a saved query it keeps its own rights and
 * gains none of the group's. Without the group, or without the right to grant it, a warning: the analytics screen
 * then answers 503 with the command to run (analystRole.ts). Listed after `connections/003_analyst_group`, which
 * makes the group.
 */
export const savedQueriesRoleMigration: Migration = {
  id: 'savedQueries/001_server_may_set_analyst_role',
  sql: /* sql */ `
    do $$
    declare
      analyst text := ${ANALYST_GROUP_SQL};
    begin
      if (select rolsuper from pg_roles where rolname = current_user) then
        return;
      end if;
      if not exists (select from pg_roles where rolname = analyst) then
        raise warning 'saved queries: no role % to run them as', analyst;
        return;
      end if;
      if pg_has_role(current_user, analyst, 'SET') then
        return;
      end if;
      begin
        execute format('grant %I to %I with set true, inherit false', analyst, current_user);
      exception when insufficient_privilege or invalid_grant_operation then
        raise warning 'saved queries: % may not SET ROLE to %: run GRANT % TO % WITH SET TRUE, INHERIT FALSE',
          current_user, analyst, analyst, current_user;
      end;
    end $$;
  `,
};
