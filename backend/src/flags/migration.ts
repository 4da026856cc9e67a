import type { Migration } from '../postgres/migrations';

/**
 * Lets the flagged-active list (docs/product.md §7) find accounts by flag in index lookups rather than a scan of
 * every account: `accounts_email_key` already covers lower(email); this adds lower(contact_email) and
 * the phone's match key. Not partial: the planner only trusts the statistics of whole-table expression
 * indexes, and without them it guesses that a scan is cheaper.
 * `accounts.phone_match_key` must stay identical to `flagMatchKey` in shared/src/flags/events.ts
 * (digits only; an 11-digit number starting with 1 loses the 1).
 */
export const flagsMigration: Migration = {
  id: 'flags/001_account_match_indexes',
  sql: /* sql */ `
    create or replace function accounts.phone_match_key(phone text) returns text
      language sql immutable strict parallel safe
      as $$
        select case when length(d) = 11 and left(d, 1) = '1' then substr(d, 2) else d end
        from (select regexp_replace(phone, '[^0-9]', '', 'g') as d) digits
      $$;
    create index accounts_contact_email_match on accounts.accounts (lower(contact_email));
    create index accounts_phone_match on accounts.accounts (accounts.phone_match_key(phone));
  `,
};
