import { Create, Edit, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FLAG_NOTE_MAX, FLAG_TYPES } from '@annuaire/shared';
import { choicesOf } from '../common/choices';

/** The fields of a flag; the server normalises the value (lowercased email, phone digits) with the same rule. */
function FlagFields() {
  return (
    <>
      <SelectInput source="type" choices={choicesOf(FLAG_TYPES, 'staffTools.flags.types')} validate={required()} />
      <TextInput
        source="value"
        validate={[required(), maxLength(254)]}
        helperText="staffTools.flags.valueHelp"
        fullWidth
      />
      <TextInput source="note" validate={maxLength(FLAG_NOTE_MAX)} multiline fullWidth />
    </>
  );
}

export function FlagCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ type: 'email', note: '' }}>
        <FlagFields />
      </SimpleForm>
    </Create>
  );
}

export function FlagEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <FlagFields />
      </SimpleForm>
    </Edit>
  );
}
