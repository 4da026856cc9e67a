import { Create, SimpleForm } from 'react-admin';
import { FlagFields } from './FlagFields';

export function FlagCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ type: 'email', note: '' }}>
        <FlagFields />
      </SimpleForm>
    </Create>
  );
}
