import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors as FormFieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formErrorsFromApi } from './form-errors';
import { sharedRuleText, translateIssue } from './validation';

type Translate = TFunction<'validation'>;

/** Shared rules that wrote their own English message keep it over zod's error map: reworded here. */
function rewordSharedRules(errors: FormFieldErrors, t: Translate): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    const own = typeof error.message === 'string' ? sharedRuleText(error.message, t) : undefined;
    if (own) error.message = own;
    else if (error.message === undefined) rewordSharedRules(error as FormFieldErrors, t);
  }
}

/** zodResolver with each issue worded in the visitor's language from its code and parameters. */
function translatedResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  t: Translate,
): Resolver<Values, unknown, Output> {
  // The inputs may be looser than the schema's input type (an unchosen select is ''): the schema judges them.
  const inputs = schema as unknown as z.ZodType<Output, Values>;
  const resolve = zodResolver(inputs, { error: (issue) => translateIssue(issue, t) }) as Resolver<
    Values,
    unknown,
    Output
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    rewordSharedRules(result.errors, t);
    return result;
  };
}

export interface SchemaFormOptions<Values> {
  /** The inputs as the form opens (text fields hold strings, empty for none). */
  defaultValues: Values;
  /** The fields that show an error, where the server's refusals may land (default: every input). */
  fields?: readonly Path<Values>[];
}

export type SchemaForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /**
   * The form's `onSubmit`: checks the inputs with the schema, then `send`s the parsed values. A failure
   * `handle` does not claim goes through the error catalogue (lib/form-errors.ts): 400 issues and taken
   * names land on their fields, the rest is a toast.
   */
  submit: (
    send: (data: Output) => Promise<void>,
    handle?: (error: unknown) => boolean,
  ) => (event?: FormEvent) => Promise<void>;
};

/**
 * The site's one form pattern: react-hook-form holds the inputs and checks them on submit with the shared
 * zod schema the endpoint checks too (shared/src), so the visitor sees a rule before the server does, in
 * their language. As before the pattern, problems show on submit and stay until the next one; the focus moves to
 * the first field in error (the schema's or the server's), so a keyboard or screen reader user lands on it.
 */
export function useSchemaForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  { defaultValues, fields }: SchemaFormOptions<Values>,
): SchemaForm<Values, Output> {
  const { t } = useTranslation('validation');
  const form = useForm<Values, unknown, Output>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: translatedResolver<Values, Output>(schema, t),
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const shown = fields ?? (Object.keys(defaultValues) as Path<Values>[]);

  const submit: SchemaForm<Values, Output>['submit'] = (send, handle) =>
    form.handleSubmit(async (data) => {
      try {
        await send(data);
      } catch (error) {
        if (handle?.(error)) return;
        const errors: Partial<Record<string, string>> = formErrorsFromApi(error, shown);
        Object.entries(errors).forEach(([name, message], index) => {
          form.setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 });
        });
      }
    });

  return { ...form, submit };
}
