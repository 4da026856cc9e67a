import type { ContactInput } from '@annuaire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact `{ name, email, subject, message, captcha }` (shared `ContactInput`) → 201 or 204. */
export async function sendContact(input: ContactInput): Promise<void> {
  await apiRequest('POST', '/api/contact', { body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
