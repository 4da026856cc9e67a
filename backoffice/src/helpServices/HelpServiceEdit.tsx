import { Edit, SimpleForm } from 'react-admin';
import { HelpServiceFields } from './HelpServiceFields';

export function HelpServiceEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <HelpServiceFields />
      </SimpleForm>
    </Edit>
  );
}
