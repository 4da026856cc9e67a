import { Edit, SimpleForm } from 'react-admin';
import { FlagFields } from './FlagFields';

export function FlagEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <FlagFields />
      </SimpleForm>
    </Edit>
  );
}
