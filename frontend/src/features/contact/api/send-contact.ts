import { Email } from '@annuaire/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The contact form's fields. No shared schema exists for it yet; limits are the form's own until one does. */
export const ContactInput = z.object({
  name: z.string().trim().min(1).max(100),
  email: Email,
  subject: z.string().trim().min(1).max(150),
  message: z.string().trim().min(10).max(5000),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** POST /api/contact `{ name, email, subject, message, captcha }` → 201 or 204. */
export async function sendContact(input: ContactInput & { captcha?: string }): Promise<void> {
  await apiRequest('POST', '/api/contact', { body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
