import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { NOTIFICATION_TYPES } from '@annuaire/shared';
import { choicesOf } from '../common/choices';

/** The custom text in both languages: a title and a description each (the API's `body`). */
export function BilingualBody({ prefix = 'body' }: { prefix?: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2">{translate('annuaire.notifications.customHelp')}</Typography>
      {(['fr', 'en'] as const).map((language) => (
        <div key={language} style={{ width: '100%' }}>
          <TextInput source={`${prefix}.${language}.title`} validate={[required(), maxLength(120)]} fullWidth />
          <TextInput
            source={`${prefix}.${language}.description`}
            validate={maxLength(1000)}
            multiline
            minRows={2}
            fullWidth
            defaultValue=""
          />
        </div>
      ))}
    </>
  );
}

/** The API refuses a text on the catalogue's types: a text typed before switching type is dropped. */
const onlyCustomCarriesText = (data: { userId: string; type: string; body?: unknown }) =>
  data.type === 'custom' ? data : { userId: data.userId, type: data.type };

/** One notification to one member; a custom one carries its text in French and in English. */
export function NotificationCreate() {
  return (
    <Create redirect="list" transform={onlyCustomCarriesText}>
      <SimpleForm defaultValues={{ type: 'custom' }}>
        <ReferenceInput source="userId" reference="users">
          <AutocompleteInput optionText="username" filterToQuery={(q) => ({ q })} validate={required()} />
        </ReferenceInput>
        <SelectInput
          source="type"
          choices={choicesOf(NOTIFICATION_TYPES, 'annuaire.notifications.types')}
          validate={required()}
        />
        <FormDataConsumer>{({ formData }) => (formData.type === 'custom' ? <BilingualBody /> : null)}</FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
