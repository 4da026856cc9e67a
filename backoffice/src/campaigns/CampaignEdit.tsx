import { Edit, SaveButton, SimpleForm, Toolbar, useRedirect } from 'react-admin';
import { hasFieldErrors } from '../common/fieldErrors';
import { CampaignDeleteButton } from './CampaignDeleteButton';
import { CAMPAIGN_FIELD_ERRORS, CampaignFields } from './CampaignFields';
import { CampaignPictures } from './CampaignPictures';
import { useForbiddenAsInfo } from './forbiddenInfo';

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
      mutationOptions={{
        // A refusal naming fields is shown under them; any other keeps its message.
        onError: (error: unknown) => (hasFieldErrors(error) ? undefined : onError(error)),
        meta: CAMPAIGN_FIELD_ERRORS,
      }}
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
