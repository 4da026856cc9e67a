import type { MouseEvent } from 'react';
import { Chip } from '@mui/material';
import {
  DateField,
  Link,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type DateFieldProps,
} from 'react-admin';

/** Canadian French or English dates, following the interface's language rather than the browser's. */
export const dateLocale = (locale: string) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** The Canadian form of the staff member's language: dates read "22 nov. 2026, 11 h 22" in French. */
export function useDateLocale(): string {
  const [locale] = useLocaleState();
  return dateLocale(locale);
}

/** A date (with its time unless told otherwise) in the staff member's language, not the browser's. */
export function DateTimeField({ showTime = true, ...props }: DateFieldProps) {
  const locales = useDateLocale();
  return (
    <DateField
      showTime={showTime}
      locales={locales}
      options={showTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }}
      {...props}
    />
  );
}

/** A value of a closed list as a translated chip: `prefix.value` (`annuaire.reports.reasons.scam`). */
export function TranslatedChip({
  prefix,
  value,
  color = 'default',
  variant = 'outlined',
}: {
  prefix: string;
  value: string | null | undefined;
  color?: 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';
  variant?: 'outlined' | 'filled';
}) {
  const translate = useTranslate();
  if (!value) return null;
  return <Chip size="small" color={color} variant={variant} label={translate(`${prefix}.${value}`, { _: value })} />;
}

/**
 * A member's name linking to their page in the users resource (staff who read users have it; for the
 * others the name stays plain text).
 */
export function MemberLink({
  userId,
  username,
  linked = true,
}: {
  userId: string | null | undefined;
  username: string | null | undefined;
  linked?: boolean;
}) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!userId) return null;
  const name = username ?? userId;
  if (!linked) return <>{name}</>;
  return (
    <Link
      to={createPath({ resource: 'users', id: userId, type: 'show' })}
      title={translate('annuaire.common.openUser')}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {name}
    </Link>
  );
}

/** The record's member (`userId`, `username`) as a link, for list columns. */
export function RecordMemberLink({ linked = true }: { linked?: boolean; label?: string }) {
  const record = useRecordContext<{ userId?: string; username?: string | null }>();
  return <MemberLink userId={record?.userId} username={record?.username} linked={linked} />;
}
