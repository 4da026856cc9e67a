import {
  AutocompleteInput,
  BooleanInput,
  maxLength,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { AD_LAYOUTS, BLOCK_BODY_MAX } from '@annuaire/shared';
import { useStaffRole } from '../common/permissions';
import { choicesOf } from '../common/choices';

const webAddress = regex(/^https?:\/\/\S+$/i, 'ra.validation.regex');

/** A block's fields; admins also pick the advertiser it is for. */
export function CampaignFields({ creating }: { creating: boolean }) {
  const { can } = useStaffRole();
  return (
    <>
      <SelectInput
        source="layoutName"
        choices={choicesOf(AD_LAYOUTS, 'annuaire.campaigns.layouts')}
        validate={required()}
      />
      <TextInput source="href" validate={[required(), maxLength(500), webAddress]} fullWidth />
      <TextInput source="body" validate={maxLength(BLOCK_BODY_MAX)} multiline minRows={2} fullWidth />
      <BooleanInput source="active" />
      {creating && can('VIEW_ALL_USERS') && (
        <ReferenceInput source="ownerId" reference="users" filter={{ role: 'advertiser' }}>
          <AutocompleteInput
            optionText="username"
            filterToQuery={(q) => ({ q })}
            helperText="annuaire.campaigns.ownerHelp"
          />
        </ReferenceInput>
      )}
    </>
  );
}
