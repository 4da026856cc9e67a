import { describe, expect, it } from 'vitest';
import { ContactChanges, DeleteAccountInput } from './account';
import { ProfileChanges } from './profile';

describe('the member-editable fields shared by the edit form and PATCH /api/user', () => {
  it('refuses an 81-character headline and keeps an 80-character one', () => {
    expect(ProfileChanges.safeParse({ headline: 'x'.repeat(81) }).success).toBe(false);
    expect(ProfileChanges.safeParse({ headline: 'x'.repeat(80) }).success).toBe(true);
  });

  it('takes phone numbers as people type them, and null to clear', () => {
    for (const phone of ['514 555 0199', '+1 (514) 555-0199', '514.555.0199', null]) {
      expect(ContactChanges.safeParse({ phone }).success, String(phone)).toBe(true);
    }
    for (const phone of ['call me', '12', '514 555 0199 ext. 4']) {
      expect(ContactChanges.safeParse({ phone }).success, phone).toBe(false);
    }
  });

  it('lowercases a public email and refuses anything else than the two contact fields', () => {
    expect(ContactChanges.parse({ contactEmail: ' Amelie@Example.COM ' })).toEqual({
      contactEmail: 'amelie@example.com',
    });
    expect(ContactChanges.safeParse({ email: 'a@b.c' }).success).toBe(false);
  });

  it('asks for a password to delete an account', () => {
    expect(DeleteAccountInput.safeParse({}).success).toBe(false);
    expect(DeleteAccountInput.safeParse({ password: '' }).success).toBe(false);
    expect(DeleteAccountInput.safeParse({ password: 'demo-password' }).success).toBe(true);
  });
});
