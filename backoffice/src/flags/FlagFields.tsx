import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { FLAG_NOTE_MAX, FLAG_TYPES } from '@annuaire/shared';
import { choicesOf } from '../common/choices';

/** The fields of a flag; the server normalises the value (lowercased email, phone digits) with the same rule. */
export function FlagFields() {
  return (
    <>
      <SelectInput source="type" choices={choicesOf(FLAG_TYPES, 'annuaire.flags.types')} validate={required()} />
      <TextInput
        source="value"
        validate={[required(), maxLength(254)]}
        helperText="annuaire.flags.valueHelp"
        fullWidth
      />
      <TextInput source="note" validate={maxLength(FLAG_NOTE_MAX)} multiline fullWidth />
    </>
  );
}
