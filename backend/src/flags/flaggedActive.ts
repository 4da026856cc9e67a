import { sql } from 'kysely';
import { listFlagKeys, listLiveUsersByIds, type FlagKey } from '@annuaire/projections';
import type { FlagType } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';

/** Which of the account's fields a flag matched. */
export type MatchedField = 'email' | 'contactEmail' | 'phone';

export interface FlaggedActiveUser {
  readonly _id: string;
  readonly id: string;
  readonly username: string;
  readonly role: string;
  readonly email: string;
  readonly contactEmail: string | null;
  readonly phone: string | null;
  readonly createdAt: string;
  readonly flags: Array<{
    readonly _id: string;
    readonly type: FlagType;
    readonly value: string;
    readonly note: string;
    readonly matchedOn: MatchedField;
  }>;
}

interface AccountRow {
  user_id: string;
  email: string;
  contact_email: string | null;
  phone: string | null;
  email_key: string;
  contact_email_key: string | null;
  phone_key: string | null;
}

/**
 * Live users whose email, contact email or phone matches a flag (docs/product.md §7 flagged-active), each with the
 * flags that matched, newest flag first. Flags are few (hundreds) and accounts many (50,000), so the
 * flags' keys go to PostgreSQL as arrays, one arm per field so that each arm is answered by its own
 * index (backend/src/flags/migration.ts) instead of a scan computing every account's phone key; the
 * pairing of users with flags is then done here. Private fields live in the command-side accounts
 * table, queried here; flags and "live" (the users read model's status) come from the read models.
 */
export async function listFlaggedActiveUsers(db: ApiDependencies['db']): Promise<FlaggedActiveUser[]> {
  const flags = await listFlagKeys(db);
  if (flags.length === 0) return [];
  const emailKeys = flags.filter((flag) => flag.type === 'email').map((flag) => flag.matchKey);
  const phoneKeys = flags.filter((flag) => flag.type === 'phone').map((flag) => flag.matchKey);

  const { rows: accounts } = await sql<AccountRow>`
    with matched as (
      select user_id from accounts.accounts
       where status = 'active' and lower(email) = any(${emailKeys}::text[])
      union
      select user_id from accounts.accounts
       where status = 'active' and contact_email is not null and lower(contact_email) = any(${emailKeys}::text[])
      union
      select user_id from accounts.accounts
       where status = 'active' and phone is not null and accounts.phone_match_key(phone) = any(${phoneKeys}::text[])
    )
    select a.user_id, a.email, a.contact_email, a.phone, lower(a.email) as email_key,
           lower(a.contact_email) as contact_email_key, accounts.phone_match_key(a.phone) as phone_key
      from accounts.accounts a
     where a.user_id = any(array(select user_id from matched))`.execute(db);
  if (accounts.length === 0) return [];
  const users = await listLiveUsersByIds(
    db,
    accounts.map((account) => account.user_id),
  );
  const accountOf = new Map(accounts.map((account) => [account.user_id, account]));

  const byKey = new Map<string, FlagKey[]>();
  for (const flag of flags) {
    const key = `${flag.type}:${flag.matchKey}`;
    byKey.set(key, [...(byKey.get(key) ?? []), flag]);
  }
  return users.map((user) => {
    const account = accountOf.get(user.id)!;
    const fields: Array<[MatchedField, string | null]> = [
      ['email', `email:${account.email_key}`],
      ['contactEmail', account.contact_email_key === null ? null : `email:${account.contact_email_key}`],
      ['phone', account.phone_key === null ? null : `phone:${account.phone_key}`],
    ];
    return {
      _id: user.id,
      id: user.id,
      username: user.username,
      role: user.role,
      email: account.email,
      contactEmail: account.contact_email,
      phone: account.phone,
      createdAt: user.createdAt,
      flags: fields.flatMap(([matchedOn, key]) =>
        (key === null ? [] : (byKey.get(key) ?? [])).map((flag) => ({
          _id: flag.id,
          type: flag.type,
          value: flag.value,
          note: flag.note,
          matchedOn,
        })),
      ),
    };
  });
}
