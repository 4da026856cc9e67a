import { HttpError } from 'react-admin';
import { errorBodyOf } from './http';

/**
 * What a create or edit form passes as `mutationOptions.meta` to see the server's refusals on its fields: the
 * server's messages it has its own words for (server message → translation key); any other message is shown as the
 * server wrote it.
 */
export type FieldErrorsMeta = {
  readonly fieldMessages: Readonly<Record<string, string>>;
};

const isFieldErrorsMeta = (meta: unknown): meta is FieldErrorsMeta =>
  typeof meta === 'object' && meta !== null && typeof (meta as FieldErrorsMeta).fieldMessages === 'object';

/**
 * The server's 400 issues (`body.href`, `body.blockedHostnames.2`) as react-admin's server-side validation errors
 * (`{ href: message }`), which its forms show under the field: the first issue of each top-level field.
 */
export function fieldErrorsOf(error: unknown, messages: FieldErrorsMeta['fieldMessages']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of errorBodyOf(error)?.issues ?? []) {
    const [source, field] = issue.path.split('.');
    if (source !== 'body' || !field || errors[field]) continue;
    errors[field] = messages[issue.message] ?? issue.message;
  }
  return errors;
}

/** Runs a create or update; with `FieldErrorsMeta`, a refusal naming fields comes back with them as `errors`. */
export async function withFieldErrors<T>(meta: unknown, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isFieldErrorsMeta(meta) || !(error instanceof HttpError)) throw error;
    const errors = fieldErrorsOf(error, meta.fieldMessages);
    if (Object.keys(errors).length === 0) throw error;
    throw new HttpError(error.message, error.status, { ...(error.body as object), errors });
  }
}

/** A refusal already shown under the form's fields (react-admin's own handler says "the form is not valid"). */
export const hasFieldErrors = (error: unknown): boolean =>
  error instanceof HttpError && Object.keys((error.body as { errors?: object } | null)?.errors ?? {}).length > 0;
