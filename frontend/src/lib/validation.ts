import type { TFunction } from 'i18next';
import type { z } from 'zod';

type Issue = z.ZodError['issues'][number];
type ValidationKey = `validation.${
  'required' | 'tooShort' | 'tooLong' | 'email' | 'invalid' | 'username' | 'acceptTerms' | 'choose'}`;

/**
 * The shared schemas (shared/src/accounts/schemas.ts) carry English messages for their own rules; the site
 * shows the same rule in the visitor's language. Keyed by the shared message, so a reworded rule falls back
 * to the generic translation of its issue code rather than to the wrong sentence.
 */
const SHARED_RULE_MESSAGES: Readonly<Record<string, ValidationKey>> = {
  'letters, digits, dot, hyphen or underscore, starting with a letter or digit': 'validation.username',
  'the terms of service must be accepted': 'validation.acceptTerms',
};

/** One zod issue in the current language. */
export function translateIssue(issue: Issue, t: TFunction): string {
  const shared = SHARED_RULE_MESSAGES[issue.message];
  if (shared) return t(shared);
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required')
        : t('validation.tooShort', { minimum: Number(issue.minimum) });
    case 'too_big':
      return t('validation.tooLong', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid');
    case 'invalid_type':
      return t('validation.required');
    case 'invalid_value':
      return t('validation.choose');
    default:
      return t('validation.invalid');
  }
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Validates form values with a shared schema; the first problem of each field, translated. */
export function validateForm<T, F extends string>(
  schema: z.ZodType<T>,
  values: unknown,
  t: TFunction,
): { success: true; data: T } | { success: false; errors: FieldErrors<F> } {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && errors[field] === undefined) errors[field] = translateIssue(issue, t);
  }
  return { success: false, errors };
}
