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

type SettingsRecord = AppSettings & { id: string; updatedAt: string | null; defaults: AppSettings };

/** The server's rule (shared `settingsProblem`): distinct reporters can never outnumber reports. */
function validate(values: Partial<AppSettings>) {
  return values.mostReportedUnique !== undefined &&
    values.mostReportedTotal !== undefined &&
    values.mostReportedUnique > values.mostReportedTotal
    ? { mostReportedUnique: 'annuaire.settings.uniqueTooHigh' }
    : {};
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
      title={translate('annuaire.settings.title')}
      transform={(data: SettingsRecord & { reason?: string }) => ({
        maintenanceMode: data.maintenanceMode,
        cookieConsentEnabled: data.cookieConsentEnabled,
        mostReportedTotal: data.mostReportedTotal,
        mostReportedUnique: data.mostReportedUnique,
        ...(data.reason?.trim() ? { reason: data.reason.trim() } : {}),
      })}
      mutationOptions={{ onSuccess: () => notify('annuaire.settings.saved', { type: 'success' }) }}
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
        <TextInput source="reason" validate={maxLength(500)} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
