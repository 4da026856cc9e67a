import { Create, SimpleForm } from 'react-admin';
import { HelpServiceFields } from './HelpServiceFields';

const EMPTY = { description: { fr: '', en: '' }, url: null, phone: null };

export function HelpServiceCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={EMPTY}>
        <HelpServiceFields />
      </SimpleForm>
    </Create>
  );
}
