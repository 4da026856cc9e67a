import i18n from './i18n';
import { ApiError } from './api-client';
import { toastDefaultError, toastError } from './toast';
import { issueText, type IssueLike } from './validation';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const TAKEN: Readonly<Record<string, { field: string; key: 'usernameTaken' | 'emailTaken' }>> = {
  username_taken: { field: 'username', key: 'usernameTaken' },
  email_taken: { field: 'email', key: 'emailTaken' },
};

/**
 * The language the API writes its `message`s in (zod's default wording and the shared rules' own English
 * sentences). On the English site a rule the site has no words for may show the server's sentence; in any
 * other language it shows the generic "invalid value" text, never English.
 */
const API_LANGUAGE = 'en';

/** A 400 issue as the site reads it: zod's code and message, with its parameters spread in. */
function issueOf(issue: { code?: unknown; message: string; params?: unknown }): IssueLike {
  const params = typeof issue.params === 'object' && issue.params !== null ? issue.params : {};
  return { ...params, code: issue.code, message: issue.message };
}

/**
 * One refused field in the visitor's language: the form's own words for its rule (`ownWords`, keyed by the
 * server's message), else the words for zod's code and parameters, else as API_LANGUAGE says.
 */
function serverIssueText(issue: IssueLike, ownWords?: (message: string) => string | undefined): string {
  const t = i18n.getFixedT(null, 'validation');
  const own = typeof issue.message === 'string' ? ownWords?.(issue.message) : undefined;
  const text = own ?? issueText(issue, t);
  if (text) return text;
  const sayable = i18n.language === API_LANGUAGE && typeof issue.message === 'string' && issue.message !== '';
  return sayable ? (issue.message as string) : t('invalid');
}

/**
 * The error catalogue of a form submission (docs/product.md §8 and the accounts API): 400 issues go on their fields,
 * worded from their code and parameters; 409 taken username/email on its field; 429 shows the server's
 * message; anything else the default toast. Returns the field errors to display (empty when the failure
 * was reported by a toast).
 */
export function formErrorsFromApi<F extends string>(
  error: unknown,
  fields: readonly F[],
  ownWords?: (message: string) => string | undefined,
): FieldErrors<F> {
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);
  if (error instanceof ApiError) {
    if (error.status === 400 && error.body?.issues?.length) {
      const errors: FieldErrors<F> = {};
      for (const issue of error.body.issues) {
        const name = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
        if (isField(name) && errors[name] === undefined) errors[name] = serverIssueText(issueOf(issue), ownWords);
      }
      if (Object.keys(errors).length > 0) return errors;
    }
    const taken = error.status === 409 && error.code ? TAKEN[error.code] : undefined;
    if (taken && isField(taken.field)) {
      return { [taken.field]: i18n.t(taken.key, { ns: 'validation' }) } as FieldErrors<F>;
    }
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
