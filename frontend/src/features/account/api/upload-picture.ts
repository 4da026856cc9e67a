import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { refreshOwnAccount } from './own-account';

export type UploadTarget = 'gallery' | 'verification';

const PATHS: Record<UploadTarget, string> = { gallery: 'pictures/upload', verification: 'verification/upload' };

/**
 * POST /api/users/{id}/pictures/upload (a gallery picture, pending until approved) or
 * /verification/upload (verification becomes pending), with the share sent so far reported as it goes.
 */
export function useUploadPicture(userId: string, target: UploadTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadWithProgress(`/api/users/${userId}/${PATHS[target]}`, file, { onProgress }),
    onSettled: () => refreshOwnAccount(queryClient),
  });
}
