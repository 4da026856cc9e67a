import { useQuery } from '@tanstack/react-query';
import { profileQuery } from './profile-query';
import type { Profile as ProfileShape } from './profile-schema';

export type Profile = ProfileShape;
export { profileKey } from './profile-query';

/** The profile page's data: the one query a listing card's prefetch and the server render also ask. */
export function useProfile(username: string) {
  return useQuery(profileQuery(username));
}
