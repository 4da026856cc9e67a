import { Create, SimpleForm } from 'react-admin';
import { CAMPAIGN_FIELD_ERRORS, CampaignFields } from './CampaignFields';

export function CampaignCreate() {
  return (
    <Create redirect="edit" mutationOptions={{ meta: CAMPAIGN_FIELD_ERRORS }}>
      <SimpleForm defaultValues={{ active: true, body: '', weight: 1, regions: [], categories: [] }}>
        <CampaignFields creating />
      </SimpleForm>
    </Create>
  );
}
