import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Locale } from '@/config/variant';
import { fetcher } from '@/lib/api-client';
import { useLocale } from '@/lib/use-locale';

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
export const helpServicesKey = (locale: Locale) => [...HELP_SERVICES_KEY, locale] as const;

/**
 * GET /api/help-services?lang=: in the page's language, named explicitly. Left to the server, it took the
 * browser's preference, and a French page showed the organizations in English.
 */
export function getHelpServices(locale: Locale, signal?: AbortSignal): Promise<HelpService[]> {
  return fetcher(`/api/help-services?lang=${locale}`, z.array(HelpService), signal);
}

export function useHelpServices() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: helpServicesKey(locale),
    queryFn: ({ signal }) => getHelpServices(locale, signal),
    staleTime: 60_000,
  });
}
