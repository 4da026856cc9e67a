import { describe, expect, it } from 'vitest';
import {
  claimProfileMail,
  emailChangeAttemptMail,
  registrationAttemptMail,
  resetEmailMail,
  resetPasswordMail,
  type LinkMailInput,
} from './templates';

const input = (overrides: Partial<LinkMailInput> = {}): LinkMailInput => ({
  locale: 'fr',
  link: 'https://example.test/reset-password?token=abc&lang=fr',
  username: 'marie',
  ...overrides,
});
const templates = {
  resetPasswordMail,
  resetEmailMail,
  claimProfileMail,
  registrationAttemptMail,
  emailChangeAttemptMail,
};

describe.each(Object.entries(templates))('%s', (_name, template) => {
  it('greets the member by name and carries the link in both text and HTML', () => {
    const mail = template(input());
    expect(mail.text).toContain('Bonjour marie,');
    expect(mail.text).toContain('https://example.test/reset-password?token=abc&lang=fr');
    expect(mail.html).toContain('href="https://example.test/reset-password?token=abc&amp;lang=fr"');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('speaks French or English as the member does', () => {
    const fr = template(input({ locale: 'fr' }));
    const en = template(input({ locale: 'en' }));
    expect(fr.subject).not.toBe(en.subject);
    expect(fr.text).toContain('Bonjour');
    expect(en.text).toContain('Hello marie,');
    expect(en.html).toContain('<html lang="en">');
    expect(en.text).not.toMatch(/vous|votre/);
    expect(fr.text).not.toMatch(/\byour\b/i);
  });

  it('escapes a username that looks like HTML, in the HTML only', () => {
    const mail = template(input({ username: '<img src=x onerror="alert(1)">&co' }));
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;co');
    expect(mail.text).toContain('<img src=x onerror="alert(1)">&co');
  });

  it('refuses a link that is not a web address', () => {
    expect(() => template(input({ link: 'javascript:alert(1)' }))).toThrow(/Not a web link/);
  });
});

describe('copy', () => {
  it('says what each mail is about', () => {
    expect(resetPasswordMail(input({ locale: 'en' })).subject).toBe('Reset your password');
    expect(resetEmailMail(input({ locale: 'en' })).subject).toBe('Confirm your new email address');
    expect(claimProfileMail(input({ locale: 'en' })).subject).toBe('Your profile is waiting for you');
    expect(resetPasswordMail(input()).subject).toBe('Réinitialisez votre mot de passe');
    expect(resetEmailMail(input()).subject).toBe('Confirmez votre nouvelle adresse courriel');
    expect(claimProfileMail(input()).subject).toBe('Votre profil vous attend');
    expect(registrationAttemptMail(input({ locale: 'en' })).subject).toBe(
      'Someone tried to register with your address',
    );
    expect(emailChangeAttemptMail(input({ locale: 'en' })).subject).toBe('Someone asked to use your address');
  });
});
