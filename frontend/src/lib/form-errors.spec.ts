import { describe, expect, it } from 'vitest';
import type { Locale } from '@/config/variant';
import { ApiError, type ApiIssue } from './api-client';
import { formErrorsFromApi } from './form-errors';
import { initI18n } from './i18n';

/** A 400 of the API (backend/src/api/validate.ts) refusing one field of the body. */
const refusal = (issue: Omit<ApiIssue, 'path'>) =>
  new ApiError(400, { msg: 'Invalid body.field', code: 'invalid_request', issues: [{ path: 'body.field', ...issue }] });

async function fieldError(locale: Locale, issue: Omit<ApiIssue, 'path'>): Promise<string | undefined> {
  const i18n = await initI18n(locale);
  await i18n.loadNamespaces('validation');
  return formErrorsFromApi(refusal(issue), ['field']).field;
}

describe('server validation issues on a form', () => {
  it('are worded from zod’s code and parameters in French', async () => {
    const tooLong = { message: 'Too big: expected string to have <=80 characters', code: 'too_big' };
    expect(await fieldError('fr', { ...tooLong, params: { origin: 'string', maximum: 80 } })).toBe(
      'Utilisez au plus 80 caractères.',
    );
    expect(
      await fieldError('fr', { message: 'Invalid email address', code: 'invalid_format', params: { format: 'email' } }),
    ).toBe('Saisissez une adresse courriel valide.');
    expect(
      await fieldError('fr', { message: 'Too big', code: 'too_big', params: { origin: 'array', maximum: 2 } }),
    ).toBe('Choisissez-en au plus 2.');
    expect(
      await fieldError('fr', { message: 'Too small', code: 'too_small', params: { origin: 'number', minimum: 1 } }),
    ).toBe('Saisissez un nombre d’au moins 1.');
  });

  it('are worded in English on the English site too, rather than in zod’s wording', async () => {
    expect(
      await fieldError('en', {
        message: 'Too small: expected string to have >=10 characters',
        code: 'too_small',
        params: { origin: 'string', minimum: 10 },
      }),
    ).toBe('Use at least 10 characters.');
  });

  it('keep a shared rule’s own sentence, translated', async () => {
    const username = 'letters, digits, dot, hyphen or underscore, starting with a letter or digit';
    expect(await fieldError('fr', { message: username, code: 'invalid_format', params: { format: 'regex' } })).toBe(
      'Lettres, chiffres, point, trait d’union ou tiret bas, en commençant par une lettre ou un chiffre.',
    );
  });

  it('fall back to the generic text in French when the site has no words, or the parameters are unreadable', async () => {
    expect(await fieldError('fr', { message: 'unknown city for this region', code: 'custom' })).toBe(
      'Cette valeur n’est pas valide.',
    );
    expect(await fieldError('fr', { message: 'Too small', code: 'too_small', params: 'minimum: 3' })).toBe(
      'Cette valeur n’est pas valide.',
    );
    expect(await fieldError('fr', { message: 'Too small', code: 'too_small', params: { minimum: 'three' } })).toBe(
      'Cette valeur n’est pas valide.',
    );
  });

  it('show the server’s own sentence on the English site when the site has no words for the rule', async () => {
    expect(await fieldError('en', { message: 'unknown city for this region', code: 'custom' })).toBe(
      'unknown city for this region',
    );
  });
});
