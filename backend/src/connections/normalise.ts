/**
 * The keys connected-account lookups compare contact details by (docs/product.md §7): one mailbox written several
 * ways, one phone number in several formats.
 */

/**
 * An email as its mailbox: lower-cased, a `+tag` dropped (most providers deliver `ann+ads@` to `ann@`), and for
 * Gmail the dots too (`a.n.n@gmail.com` is `ann@gmail.com`, as is `googlemail.com`). Mirrors the SQL
 * `accounts.email_match_key`.
 */
export function emailMatchKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.indexOf('@');
  const local = (at < 0 ? lower : lower.slice(0, at)).split('+')[0] ?? '';
  const domain = at < 0 ? '' : lower.slice(at + 1).split('@')[0]!;
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}

/**
 * A phone number in E.164 for the North American plan the sites serve: ten digits get +1, eleven starting with 1
 * are already it; a number written with its own `+` or `00` country code keeps it. Null for too few digits.
 */
export function phoneE164(phone: string): string | null {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (digits.length < 7 || digits.length > 15) return null;
  if (!international && digits.length === 10) return `+1${digits}`;
  if (!international && digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return `+${digits}`;
}
