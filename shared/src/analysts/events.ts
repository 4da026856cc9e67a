import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';

/**
 * A PostgreSQL login name as `npm run admin -- analyst create` accepts it: lower case, so it needs no quoting in
 * psql or a connection string, and never `pg_…`, which PostgreSQL reserves.
 */
export const AnalystLoginName = z.string().regex(/^(?!pg_)[a-z][a-z0-9_]{2,31}$/);

/**
 * An operator gave someone read access to the `analytics` schema (README "Analysts"): a PostgreSQL login in the
 * database's analyst group. Written to `analystLogin-{login}` before the role is committed, so no access exists
 * without its trace. The password is never in an event, nor anywhere else once printed.
 */
export const AnalystLoginCreated = defineEvent(
  'AnalystLoginCreated',
  z.object({ login: AnalystLoginName, group: z.string().min(1).max(63) }),
);

/** The login was dropped and its open sessions ended (how many were open is kept, for the auditor). */
export const AnalystLoginRevoked = defineEvent(
  'AnalystLoginRevoked',
  z.object({ login: AnalystLoginName, group: z.string().min(1).max(63), sessionsEnded: z.number().int().min(0) }),
);

export const analystEvents = [AnalystLoginCreated, AnalystLoginRevoked] as const;

export type AnalystEvent = DataOf<(typeof analystEvents)[number]>;
