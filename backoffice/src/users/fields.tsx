import { Avatar, Chip, Stack, Typography } from '@mui/material';
import { DateField, useLocaleState, useRecordContext, useTranslate, type DateFieldProps } from 'react-admin';
import { dateLocale } from '../common/fields';
import { imageUrl } from '../common/images';
import { regionName } from './choices';

interface UserLike {
  id?: string;
  username?: string;
  email?: string | null;
  profilePicture?: { url: string } | null;
}

/** Avatar and username (and email), the way the demo shows customers. */
export function UserNameField({
  record: given,
  withEmail = false,
}: {
  record?: UserLike;
  withEmail?: boolean;
  label?: false;
}) {
  const record = useRecordContext<UserLike>({ record: given });
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar
        src={record.profilePicture ? imageUrl(record.profilePicture.url) : undefined}
        alt=""
        sx={{ width: 32, height: 32 }}
      >
        {record.username?.charAt(0).toUpperCase()}
      </Avatar>
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {record.username}
        </Typography>
        {withEmail && record.email && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {record.email}
          </Typography>
        )}
      </div>
    </Stack>
  );
}

/** A role (or `system`) as a translated chip. */
export function RoleChip({ role }: { role: string | null | undefined }) {
  const translate = useTranslate();
  if (!role) return null;
  const staff = role === 'admin' || role === 'moderator';
  return (
    <Chip
      size="small"
      variant={staff ? 'filled' : 'outlined'}
      color={staff ? 'primary' : 'default'}
      label={translate(`annuaire.users.roles.${role}`, { _: role })}
    />
  );
}

export function VerificationChip({ state }: { state: string | null | undefined }) {
  const translate = useTranslate();
  if (!state) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'verified' ? 'success' : state === 'denied' ? 'error' : 'warning'}
      label={translate(`annuaire.users.verification.${state}`, { _: state })}
    />
  );
}

export function RegionText({ region }: { region: string | null | undefined }) {
  const [locale] = useLocaleState();
  return <>{regionName(region, locale)}</>;
}

/** A date (with `showTime`, a date and time) in the interface's language, short enough for a table. */
export function LocalDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  const options: Intl.DateTimeFormatOptions = props.showTime
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { dateStyle: props.options?.dateStyle ?? 'medium' };
  return <DateField locales={dateLocale(locale)} options={options} {...props} />;
}

interface StateLike {
  vipActive?: boolean;
  pending?: boolean;
  flagged?: boolean;
  libertine?: boolean;
  verificationState?: string | null;
}

/** The list's state column: only the states that hold, as chips (VIP, pending, flagged, libertine, verification). */
export function StateChips({ record }: { record: StateLike }) {
  const translate = useTranslate();
  const chip = (key: string, color: 'secondary' | 'warning' | 'error' | 'default') => (
    <Chip key={key} size="small" color={color} label={translate(`resources.users.fields.${key}`)} />
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.vipActive && chip('vipActive', 'secondary')}
      {record.pending && chip('pending', 'warning')}
      {record.flagged && chip('flagged', 'error')}
      {record.libertine && chip('libertine', 'default')}
      <VerificationChip state={record.verificationState} />
    </Stack>
  );
}

/** A date and time in the interface's language, outside any record. */
export function useFormatDateTime() {
  const [locale] = useLocaleState();
  return (value: string | Date | null | undefined) =>
    value ? new Date(value).toLocaleString(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'medium' }) : '';
}
