import type { ReportInput } from '@annuaire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/reports `{ userId, reason, message, conversationId?, captcha? }` (shared `ReportInput`) → 201; 409
 * `already_reported` while the sender's previous report on this member is open.
 */
export async function sendReport(input: ReportInput): Promise<void> {
  await apiRequest('POST', '/api/reports', { body: input });
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
