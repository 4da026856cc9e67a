import i18n from './i18n';
import { ApiError } from './api-client';
import { toastDefaultError, toastError } from './toast';
import type { FieldErrors } from './validation';

const TAKEN: Readonly<Record<string, { field: string; key: 'validation.usernameTaken' | 'validation.emailTaken' }>> = {
  username_taken: { field: 'username', key: 'validation.usernameTaken' },
  email_taken: { field: 'email', key: 'validation.emailTaken' },
};

/**
 * The error catalogue of a form submission (SPEC §8 and the accounts API): 400 issues go on their fields,
 * 409 taken username/email on its field, 429 shows the server's message, anything else the default toast.
 * Returns the field errors to display (empty when the failure was reported by a toast).
 */
export function formErrorsFromApi<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);
  if (error instanceof ApiError) {
    if (error.status === 400 && error.body?.issues?.length) {
      const errors: FieldErrors<F> = {};
      for (const issue of error.body.issues) {
        const name = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
        if (isField(name) && errors[name] === undefined) errors[name] = issue.message;
      }
      if (Object.keys(errors).length > 0) return errors;
    }
    const taken = error.status === 409 && error.code ? TAKEN[error.code] : undefined;
    if (taken && isField(taken.field)) return { [taken.field]: i18n.t(taken.key) } as FieldErrors<F>;
    // A staff member logged in as the member may not change how the member signs in (the server says 403).
    if (error.status === 403 && error.code === 'impersonation_forbidden') {
      toastError(i18n.t('misc.impersonationForbidden'));
      return {};
    }
    if (error.status === 429) {
      toastError(error.body?.msg ?? i18n.t('misc.defaultErrorMessage'));
      return {};
    }
  }
  toastDefaultError();
  return {};
}
