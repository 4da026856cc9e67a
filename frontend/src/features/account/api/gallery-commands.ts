import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreachable } from '@annuaire/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshOwnAccount } from './own-account';

/**
 * The owner's gallery commands (docs/api.md, Pictures). Each answers the gallery; the pages read the
 * pictures from the member record, so that is read again rather than patched by hand.
 */
export type GalleryCommand =
  | { type: 'setProfilePicture'; pictureId: string }
  | { type: 'rotation'; pictureId: string; inRotation: boolean }
  | { type: 'order'; pictureIds: string[] }
  | { type: 'delete'; pictureId: string };

export async function runGalleryCommand(userId: string, command: GalleryCommand): Promise<void> {
  const base = `/api/users/${userId}/pictures`;
  switch (command.type) {
    case 'setProfilePicture':
      await apiRequest('POST', `${base}/${command.pictureId}/set-profile-picture`);
      return;
    case 'rotation':
      await apiRequest('PATCH', `${base}/${command.pictureId}/rotation`, { body: { inRotation: command.inRotation } });
      return;
    case 'order':
      await apiRequest('PUT', `${base}/order`, { body: { pictureIds: command.pictureIds } });
      return;
    case 'delete':
      await apiRequest('DELETE', `${base}/${command.pictureId}`);
      return;
    default:
      return unreachable(command, 'gallery command');
  }
}

export function useGalleryCommand(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: GalleryCommand) => runGalleryCommand(userId, command),
    onSettled: () => refreshOwnAccount(queryClient),
  });
}
