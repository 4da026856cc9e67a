import { describe, expect, it } from 'vitest';
import { resetPasswordMail, claimProfileMail } from './templates';
import { HIDDEN, maskTokens } from './masking';

const TOKEN = 'Zx8_kq-3VbN0aQ7rT2mW9yL4cE6uJ1hS5dF0gP8oI2n';

describe('tokens hidden from staff', () => {
  it('hides a reset link’s token in the text and in every place of the HTML', () => {
    const mail = resetPasswordMail({
      locale: 'en',
      link: `https://annuaire.example/reset-password?token=${TOKEN}`,
      username: 'jane',
    });
    for (const body of [mail.text, mail.html]) {
      const masked = maskTokens(body);
      expect(masked.hidden).toBeGreaterThan(0);
      expect(masked.text).not.toContain(TOKEN);
      expect(masked.text).toContain(`reset-password?token=${HIDDEN}`);
    }
  });

  it('hides a claim link’s token followed by another parameter, escaped in HTML', () => {
    const mail = claimProfileMail({
      locale: 'fr',
      link: `https://annuaire.example/reset-password?token=${TOKEN}&claim=1`,
      username: 'jane',
    });
    const html = maskTokens(mail.html).text;
    expect(html).not.toContain(TOKEN);
    expect(html).toContain(`token=${HIDDEN}&amp;claim=1`);
  });

  it('hides any token-shaped run, whatever carries it, and leaves ordinary words alone', () => {
    expect(maskTokens(`https://annuaire.example/api/auth/login-as/${TOKEN}`).text).toBe(
      `https://annuaire.example/api/auth/login-as/${HIDDEN}`,
    );
    expect(maskTokens('Hello jane, nothing secret here.')).toEqual({
      text: 'Hello jane, nothing secret here.',
      hidden: 0,
    });
  });
});
