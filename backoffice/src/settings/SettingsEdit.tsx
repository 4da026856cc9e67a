import { Alert, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  maxLength,
  minValue,
  maxValue,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { APP_SETTINGS_ID, type AppSettings } from '@annuaire/shared';
import { useDateLocale } from '../common/fields';
import type { FieldErrorsMeta } from '../common/fieldErrors';
import { BlockedHostnamesInput } from './BlockedHostnamesInput';

type SettingsRecord = AppSettings & { id: string; updatedAt: string | null; defaults: AppSettings };

/** A partner link is an https page (shared `AppSettings`), or nothing: the link is then hidden. */
const PARTNER_LINKS = ['liveCamsUrl', 'datingUrl', 'dating2Url'] as const;
const HTTPS_PAGE = /^https:\/\/\S{1,492}$/i;

/**
 * The server's rules (shared `AppSettings`, `settingsProblem`): distinct reporters can never outnumber reports, and
 * partner links lead to https pages. Form-level, because react-admin then ignores the inputs' own validators.
 */
function validate(values: Partial<AppSettings>) {
  const errors: Record<string, string> = {};
  if (
    values.mostReportedUnique !== undefined &&
    values.mostReportedTotal !== undefined &&
    values.mostReportedUnique > values.mostReportedTotal
  ) {
    errors.mostReportedUnique = 'annuaire.settings.uniqueTooHigh';
  }
  for (const link of PARTNER_LINKS) {
    const value = values[link];
    if (value && !HTTPS_PAGE.test(value)) errors[link] = 'annuaire.settings.httpsOnly';
  }
  return errors;
}

function Defaults({ setting }: { setting: keyof AppSettings }) {
  const translate = useTranslate();
  const record = useRecordContext<SettingsRecord>();
  if (!record) return null;
  const value = record.defaults[setting];
  const shown =
    typeof value === 'boolean' ? translate(value ? 'annuaire.common.yes' : 'annuaire.common.no') : String(value);
  return (
    <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 2, display: 'block' }}>
      {translate('annuaire.settings.defaults', { value: shown })}
    </Typography>
  );
}

function Intro() {
  const translate = useTranslate();
  const locale = useDateLocale();
  const record = useRecordContext<SettingsRecord>();
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      {translate('annuaire.settings.intro')}
      {record?.updatedAt
        ? ` ${translate('annuaire.settings.lastChange', { date: new Date(record.updatedAt).toLocaleString(locale) })}`
        : ''}
    </Alert>
  );
}

const bounded = [required(), minValue(1), maxValue(1000)];

const emptyAsNull = (value: string | null) => (value?.trim() ? value.trim() : null);

/** The server's refusals, in the staff member's language, under their fields (common/fieldErrors.ts). */
const SETTINGS_FIELD_ERRORS: FieldErrorsMeta = {
  fieldMessages: {
    'a web address starting with https://': 'annuaire.settings.httpsOnly',
    'a host name such as example.com': 'annuaire.settings.invalidHostname',
  },
};

/** Settings are changed, never deleted: no delete button. */
function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * The app settings (admins): one record, `app`, edited in place. A change applies at once and is kept in
 * the history; the optional reason goes with it.
 */
export function SettingsEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      resource="settings"
      id={APP_SETTINGS_ID}
      mutationMode="pessimistic"
      redirect={false}
      // react-admin wants the same meta on the read when the form stays open after saving.
      queryOptions={{ meta: SETTINGS_FIELD_ERRORS }}
      title={translate('annuaire.settings.title')}
      transform={(data: SettingsRecord & { reason?: string }) => ({
        maintenanceMode: data.maintenanceMode,
        cookieConsentEnabled: data.cookieConsentEnabled,
        mostReportedTotal: data.mostReportedTotal,
        mostReportedUnique: data.mostReportedUnique,
        blockedHostnames: data.blockedHostnames,
        ...Object.fromEntries(PARTNER_LINKS.map((link) => [link, emptyAsNull(data[link])])),
        ...(data.reason?.trim() ? { reason: data.reason.trim() } : {}),
      })}
      mutationOptions={{
        onSuccess: () => notify('annuaire.settings.saved', { type: 'success' }),
        meta: SETTINGS_FIELD_ERRORS,
      }}
    >
      <SimpleForm validate={validate} toolbar={<SaveOnly />}>
        <Intro />
        <BooleanInput source="maintenanceMode" helperText="annuaire.settings.maintenanceHelp" />
        <Defaults setting="maintenanceMode" />
        <BooleanInput source="cookieConsentEnabled" helperText="annuaire.settings.consentHelp" />
        <Defaults setting="cookieConsentEnabled" />
        <Typography variant="body2" color="text.secondary">
          {translate('annuaire.settings.thresholdsHelp')}
        </Typography>
        <NumberInput source="mostReportedTotal" validate={bounded} step={1} />
        <Defaults setting="mostReportedTotal" />
        <NumberInput source="mostReportedUnique" validate={bounded} step={1} />
        <Defaults setting="mostReportedUnique" />
        <BlockedHostnamesInput />
        <Typography variant="body2" color="text.secondary">
          {translate('annuaire.settings.partnerLinksHelp')}
        </Typography>
        {PARTNER_LINKS.map((link) => (
          <TextInput
            key={link}
            source={link}
            type="url"
            format={(value: string | null) => value ?? ''}
            parse={emptyAsNull}
            fullWidth
          />
        ))}
        <TextInput source="reason" validate={maxLength(500)} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
