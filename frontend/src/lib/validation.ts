import type { TFunction } from 'i18next';

/**
 * What the site reads of a validation issue: zod's own (the form checking its inputs), or one the API
 * answered in a 400, `{code, message, params}` with the params spread in (form-errors.ts). Only zod's
 * stable code and parameters pick the words; the English `message` is a key for the shared rules below.
 */
export interface IssueLike {
  code?: unknown;
  message?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  format?: unknown;
}

type Translate = TFunction<'validation'>;

/**
 * The shared schemas (shared/src/accounts/schemas.ts) carry English messages for their own rules; the site
 * shows the same rule in the visitor's language. Keyed by the shared message, so a reworded rule falls back
 * to the wording of its issue code rather than to the wrong sentence.
 */
const SHARED_RULE_MESSAGES = {
  'letters, digits, dot, hyphen or underscore, starting with a letter or digit': 'username',
  'the terms of service must be accepted': 'acceptTerms',
} as const;

/** The visitor's words for a shared rule that wrote its own English message, if it is one of them. */
export function sharedRuleText(message: unknown, t: Translate): string | undefined {
  if (typeof message !== 'string' || !Object.hasOwn(SHARED_RULE_MESSAGES, message)) return undefined;
  return t(SHARED_RULE_MESSAGES[message as keyof typeof SHARED_RULE_MESSAGES]);
}

/** A bound as a plain number; anything else (absent, or a malformed answer) counts as unknown. */
function bound(value: unknown): number | undefined {
  const number = typeof value === 'bigint' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** Numbers and lists have their own words; strings (and issues that do not say) count characters. */
const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const LIST_ORIGINS = new Set(['array', 'set']);

function tooSmall(issue: IssueLike, t: Translate): string | undefined {
  const minimum = bound(issue.minimum);
  if (minimum === undefined || issue.origin === 'date') return undefined;
  if (NUMBER_ORIGINS.has(String(issue.origin))) return t('tooSmallNumber', { minimum });
  if (minimum <= 1) return t('required');
  return LIST_ORIGINS.has(String(issue.origin)) ? t('tooFew', { minimum }) : t('tooShort', { minimum });
}

function tooBig(issue: IssueLike, t: Translate): string | undefined {
  const maximum = bound(issue.maximum);
  if (maximum === undefined || issue.origin === 'date') return undefined;
  if (NUMBER_ORIGINS.has(String(issue.origin))) return t('tooBigNumber', { maximum });
  return LIST_ORIGINS.has(String(issue.origin)) ? t('tooMany', { maximum }) : t('tooLong', { maximum });
}

const FORMATS = { email: 'email', url: 'url', date: 'date' } as const;

/**
 * The issue in the visitor's language, from zod's code and parameters (too_small with its minimum and
 * origin, invalid_format with its format...), or undefined when the site has no words of its own for it
 * (a custom rule, an unknown code).
 */
export function issueText(issue: IssueLike, t: Translate): string | undefined {
  const shared = sharedRuleText(issue.message, t);
  if (shared) return shared;
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue, t);
    case 'too_big':
      return tooBig(issue, t);
    case 'invalid_format':
      return typeof issue.format === 'string' && Object.hasOwn(FORMATS, issue.format)
        ? t(FORMATS[issue.format as keyof typeof FORMATS])
        : t('invalid');
    case 'invalid_type':
      return t('required');
    case 'invalid_value':
      return t('choose');
    default:
      return undefined;
  }
}

/** One issue in the current language; "this value is not valid" when the site has no better words. */
export function translateIssue(issue: IssueLike, t: Translate): string {
  return issueText(issue, t) ?? t('invalid');
}
