import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PasswordField } from './PasswordField';

type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error';

export type FormTextFieldProps<Values extends FieldValues, Parsed = Values> = Omit<TextFieldProps, BoundProps> & {
  /** The form's control (lib/use-schema-form.ts); its parsed output, whatever it is, this field never reads. */
  control: Control<Values, unknown, Parsed>;
  name: Path<Values>;
  /** A password input the visitor can reveal, with the toggle's two labels. */
  password?: { showLabel: string; hideLabel: string };
};

/**
 * A text field (or select, or password field) of a schema form: its value and changes go to the form, and
 * its problem, once there is one, takes the place of its help text.
 */
export function FormTextField<Values extends FieldValues, Parsed = Values>({
  control,
  name,
  password,
  helperText,
  ...props
}: FormTextFieldProps<Values, Parsed>) {
  const { field, fieldState } = useController({ control, name });
  const bound = {
    ...props,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error !== undefined,
    helperText: fieldState.error?.message ?? helperText,
  };
  return password ? <PasswordField {...bound} {...password} /> : <TextField {...bound} />;
}
