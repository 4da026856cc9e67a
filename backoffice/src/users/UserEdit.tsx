import {
  BooleanInput,
  Edit,
  FormDataConsumer,
  minLength,
  maxLength,
  required,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { citiesOf, findRegion, HEADLINE_MAX, BIO_MAX, type StaffUser } from '@annuaire/shared';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '../common/ConfirmWithReason';
import { GENDER_CHOICES, regionChoices, TAG_CHOICES } from './choices';

/** The profile fields staff may change (PUT /api/admin/users/{id}: the member's own profile command). */
const EDITABLE = [
  'headline',
  'bio',
  'tags',
  'gender',
  'incall',
  'outcall',
  'virtual',
  'messaging',
  'websiteUrl',
  'location',
  'secondaryLocation',
] as const;

type Place = { region?: string | null; city?: string | null } | null | undefined;

/** A location as the API takes it: null without a region, a null city for regions without cities. */
function placeOf(place: Place): { region: string; city: string | null } | null {
  if (!place?.region) return null;
  return { region: place.region, city: findRegion(undefined, place.region)?.standalone ? null : (place.city ?? null) };
}

/** Only what changed, and why: the server records exactly these changes with the reason. */
export function changesOf(data: RaRecord, previous: Partial<StaffUser> = {}) {
  const next: Record<string, unknown> = { ...data };
  next.location = placeOf(data.location as Place);
  next.secondaryLocation = placeOf(data.secondaryLocation as Place);
  next.websiteUrl = typeof data.websiteUrl === 'string' && data.websiteUrl.trim() ? data.websiteUrl.trim() : null;
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (JSON.stringify(next[field]) !== JSON.stringify(previous[field] ?? null)) changes[field] = next[field];
  }
  return { ...changes, reason: String(data.reason ?? '').trim() };
}

function PlaceInputs({ source, region }: { source: 'location' | 'secondaryLocation'; region?: string | null }) {
  const [locale] = useLocaleState();
  const cities = region ? citiesOf(region) : [];
  return (
    <>
      <SelectInput
        source={`${source}.region`}
        label={`resources.users.fields.${source}`}
        choices={regionChoices(locale)}
      />
      {cities.length > 0 && (
        <SelectInput
          source={`${source}.city`}
          label="resources.users.fields.city"
          choices={cities.map((city) => ({ id: city.key, name: city.label[locale === 'en' ? 'en' : 'fr'] }))}
        />
      )}
    </>
  );
}

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

function ReasonInput() {
  const translate = useTranslate();
  return (
    <TextInput
      source="reason"
      multiline
      fullWidth
      validate={[required(), minLength(REASON_MIN_LENGTH), maxLength(REASON_MAX_LENGTH)]}
      helperText={translate('annuaire.users.edit.reasonHelp')}
      defaultValue=""
    />
  );
}

function EditTitle() {
  const record = useRecordContext<StaffUser>();
  return <>{record?.username ?? ''}</>;
}

/**
 * Edit any user (admin): the profile fields, saved only once a reason is given. Pessimistic: the change
 * is on record before the page says so.
 */
export function UserEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<EditTitle />}
      mutationMode="pessimistic"
      transform={(data: RaRecord, options?: { previousData?: RaRecord }) =>
        changesOf(data, options?.previousData as Partial<StaffUser> | undefined)
      }
      mutationOptions={{
        onSuccess: (user: StaffUser) => {
          notify('annuaire.users.done.edited', { type: 'success', messageArgs: { name: user.username } });
          redirect('show', 'users', user.id);
        },
      }}
    >
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 720 }}>
        <TextInput source="headline" fullWidth validate={maxLength(HEADLINE_MAX)} />
        <TextInput source="bio" multiline minRows={4} fullWidth validate={maxLength(BIO_MAX)} />
        <SelectArrayInput source="tags" choices={TAG_CHOICES} fullWidth />
        <SelectInput source="gender" choices={GENDER_CHOICES} validate={required()} />
        <BooleanInput source="incall" />
        <BooleanInput source="outcall" />
        <BooleanInput source="virtual" />
        <BooleanInput source="messaging" />
        <TextInput source="websiteUrl" type="url" fullWidth />
        <FormDataConsumer<Partial<StaffUser>>>
          {({ formData }) => (
            <>
              <PlaceInputs source="location" region={formData.location?.region} />
              <PlaceInputs source="secondaryLocation" region={formData.secondaryLocation?.region} />
            </>
          )}
        </FormDataConsumer>
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
