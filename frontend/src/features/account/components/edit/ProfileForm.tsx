import type { CurrentUser } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { ApiError } from '@/lib/api-client';
import { formErrorsFromApi } from '@/lib/form-errors';
import { toastError, toastInfo, toastSuccess } from '@/lib/toast';
import { usePatchAccount } from '../../api/patch-account';
import { hasAvailabilitySwitch, vipOnlyOnQuebec } from '../../rules';
import { AboutFields } from './AboutFields';
import { ContactSection } from './ContactSection';
import { FactsFields } from './FactsFields';
import { LocationFields } from './LocationFields';
import { MeetingFields } from './MeetingFields';
import {
  changesOf,
  initialValues,
  ownRuleText,
  validateChanges,
  type FormErrors,
  type ProfileFormValues,
} from './profile-form';
import { TagPicker } from './TagPicker';
import { TourFields } from './TourFields';

const SERVER_FIELDS = [
  'headline',
  'bio',
  'gender',
  'tags',
  'incall',
  'outcall',
  'virtual',
  'location',
  'secondaryLocation',
  'phone',
  'contactEmail',
  'websiteUrl',
  'tour',
  'age',
  'languages',
  'rates',
] as const;

/** Refusals the member can act on, said in their words rather than as the default error. */
const REFUSALS: Readonly<Record<string, 'vipRequired' | 'virtualLocked'>> = {
  vip_required: 'vipRequired',
  virtual_locked: 'virtualLocked',
};

/** docs/product.md §9: the competitor a refused text links to, named by the server. */
export function blockedHostOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'blocked_hostname') return null;
  const params = error.body?.issues?.[0]?.params as { host?: unknown } | undefined;
  return typeof params?.host === 'string' ? params.host : null;
}

/**
 * The profile fields of /edit, validated with the server's shared schema before anything is sent; only
 * what changed is sent. Escorts and libertines get the listing fields; other members the basics.
 */
export function ProfileForm({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const { t: tv } = useTranslation('validation');
  const patch = usePatchAccount();
  const [values, setValues] = useState<ProfileFormValues>(() => initialValues(account));
  const [errors, setErrors] = useState<FormErrors>({});
  const holder = hasAvailabilitySwitch(account);
  const set: <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => void = (key, value) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const changes = changesOf(values, account);
    if (Object.keys(changes).length === 0) return toastInfo(t('edit.nothingChanged'));
    const checked = validateChanges(changes, new Date(), { t: tv, ta: t });
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    try {
      await patch.mutateAsync(checked.data);
      toastSuccess(t('edit.saved'));
    } catch (error) {
      const refusal = error instanceof ApiError && error.code ? REFUSALS[error.code] : undefined;
      const host = blockedHostOf(error);
      if (host) toastError(t('edit.errors.blockedHost', { host }));
      else if (refusal) toastError(t(`edit.errors.${refusal}`));
      else setErrors(formErrorsFromApi(error, SERVER_FIELDS, (message) => ownRuleText(message, t)));
    }
  }

  const section = { values, set, errors };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('edit.formLabel')}
      sx={{ display: 'grid', gap: 3 }}
    >
      <AboutFields {...section} />
      {holder && (
        <>
          <TagPicker {...section} />
          <MeetingFields {...section} locked={account.virtualLocked} />
          <LocationFields {...section} />
          <TourFields {...section} />
          <FactsFields {...section} />
          <ContactSection {...section} websiteAllowed={vipOnlyOnQuebec(variant.website, account, new Date())} />
        </>
      )}
      <Paper
        elevation={6}
        sx={{
          position: 'sticky',
          bottom: { xs: 72, md: 16 },
          zIndex: 1,
          display: 'flex',
          justifyContent: 'flex-end',
          p: 1.5,
          borderRadius: '16px',
        }}
      >
        <Button type="submit" variant="contained" size="large" loading={patch.isPending}>
          {t('edit.save')}
        </Button>
      </Paper>
    </Box>
  );
}
