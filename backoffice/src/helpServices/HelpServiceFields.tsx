import { Typography } from '@mui/material';
import { maxLength, regex, required, TextInput, useTranslate } from 'react-admin';
import { HELP_SERVICE_DESCRIPTION_MAX, HELP_SERVICE_NAME_MAX } from '@annuaire/shared';

const webAddress = regex(/^https?:\/\/\S+$/i, 'ra.validation.regex');

/** Name and description in French and in English, then the website and phone (both optional). */
export function HelpServiceFields() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2">{translate('annuaire.helpServices.textsHelp')}</Typography>
      {(['fr', 'en'] as const).map((language) => (
        <div key={language} style={{ width: '100%' }}>
          <TextInput source={`name.${language}`} validate={[required(), maxLength(HELP_SERVICE_NAME_MAX)]} fullWidth />
          <TextInput
            source={`description.${language}`}
            validate={maxLength(HELP_SERVICE_DESCRIPTION_MAX)}
            multiline
            minRows={2}
            fullWidth
          />
        </div>
      ))}
      <TextInput source="url" validate={[maxLength(500), webAddress]} fullWidth />
      <TextInput source="phone" validate={maxLength(40)} />
    </>
  );
}
