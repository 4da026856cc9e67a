import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';

/** A support organization, edited by staff in the backoffice. */
export const HelpService = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  url: z.nullish(z.string()),
  phone: z.nullish(z.string()),
});
export type HelpService = z.infer<typeof HelpService>;

export const HELP_SERVICES_KEY = ['help-services'] as const;

/** GET /api/help-services */
export function getHelpServices(signal?: AbortSignal): Promise<HelpService[]> {
  return fetcher('/api/help-services', z.array(HelpService), signal);
}

export function useHelpServices() {
  return useQuery({ queryKey: HELP_SERVICES_KEY, queryFn: ({ signal }) => getHelpServices(signal), staleTime: 60_000 });
}
