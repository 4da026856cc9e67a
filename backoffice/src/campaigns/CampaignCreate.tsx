import { Create, SimpleForm } from 'react-admin';
import { CampaignFields } from './CampaignFields';

export function CampaignCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ active: true, body: '' }}>
        <CampaignFields creating />
      </SimpleForm>
    </Create>
  );
}
