import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';

/** A verification picture the member sent: its storage key (`/api/images?url=`, owner and staff only) and when. */
export const VerificationPicture = z.object({ _id: z.string(), url: z.string(), addedAt: z.string() });
export type VerificationPicture = z.infer<typeof VerificationPicture>;

const GalleryAnswer = z.object({ verificationPictures: z.optional(z.array(VerificationPicture)) });

export const VERIFICATION_PICTURES_KEY = ['account', 'verification-pictures'] as const;

/** GET /api/users/{id}/pictures: the owner's answer carries the verification pictures, oldest first. */
export function useVerificationPictures(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...VERIFICATION_PICTURES_KEY, userId],
    queryFn: async ({ signal }) =>
      (await fetcher(`/api/users/${userId}/pictures`, GalleryAnswer, signal)).verificationPictures ?? [],
    enabled,
  });
}
