import {
  AutocompleteInput,
  BooleanInput,
  Create,
  Edit,
  maxLength,
  ReferenceInput,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
} from 'react-admin';
import { AD_LAYOUTS, BLOCK_BODY_MAX } from '@annuaire/shared';
import { useStaffRole } from '../../common';
import { choicesOf } from '../common/choices';
import { useForbiddenAsInfo } from '../common/forbiddenInfo';
import { CampaignDeleteButton } from './CampaignDeleteButton';
import { CampaignPictures } from './CampaignPictures';

const webAddress = regex(/^https?:\/\/\S+$/i, 'ra.validation.regex');

/** A block's fields; admins also pick the advertiser it is for. */
function CampaignFields({ creating }: { creating: boolean }) {
  const { can } = useStaffRole();
  return (
    <>
      <SelectInput
        source="layoutName"
        choices={choicesOf(AD_LAYOUTS, 'staffTools.campaigns.layouts')}
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
            helperText="staffTools.campaigns.ownerHelp"
          />
        </ReferenceInput>
      )}
    </>
  );
}

export function CampaignCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ active: true, body: '' }}>
        <CampaignFields creating />
      </SimpleForm>
    </Create>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <CampaignDeleteButton redirect="list" />
    </Toolbar>
  );
}

/** Edit a block and its pictures; a 403 (someone else's block) shows the server's message as information. */
export function CampaignEdit() {
  const onError = useForbiddenAsInfo();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{
        onError: (error: unknown) => {
          onError(error);
          redirect('list', 'campaigns');
        },
      }}
      aside={<CampaignPictures />}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <CampaignFields creating={false} />
      </SimpleForm>
    </Edit>
  );
}
