import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { toastDefaultError, toastSuccess } from '@/lib/toast';
import { conversationKeys } from './keys';

export type ConversationAction = 'archive' | 'block' | 'unblock';

/** PATCH /api/conversations/{id}/archive, or /block with `{}` or `{unblock: true}`. */
export async function changeConversation(conversationId: string, action: ConversationAction): Promise<void> {
  const id = encodeURIComponent(conversationId);
  if (action === 'archive') await apiRequest('PATCH', `/api/conversations/${id}/archive`);
  else
    await apiRequest('PATCH', `/api/conversations/${id}/block`, {
      body: action === 'unblock' ? { unblock: true } : {},
    });
}

/** docs/product.md §8: archive success, blocking success, unblocking success. */
const SUCCESS_TOAST = {
  archive: 'toasts.archived',
  block: 'toasts.blocked',
  unblock: 'toasts.unblocked',
} as const satisfies Record<ConversationAction, string>;

/** Archive, block or unblock, with the toasts of docs/product.md §8, then every messaging screen refreshes. */
export function useConversationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, action }: { conversationId: string; action: ConversationAction }) =>
      changeConversation(conversationId, action),
    onSuccess: (_, { action }) => {
      toastSuccess(i18n.t(SUCCESS_TOAST[action], { ns: 'messages' }));
      return queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
    onError: toastDefaultError,
  });
}
