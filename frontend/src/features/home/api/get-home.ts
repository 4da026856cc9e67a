import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetcher } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { rememberedRegion } from '@/lib/remembered-region';
import type { HomeAnswer } from './home-schema';

const HomeSchema = lazySchema(() => import('./home-schema').then((module) => module.HomeAnswer));

/**
 * The home as first shown: the remembered region's (the server renders it with the request's cookie, the browser
 * asks again with its own), else the one the API opens on, the site's largest city (docs/product.md §2 home). A
 * region chosen on the page has its own key.
 */
export const HOME_KEY = ['home'] as const;

/** As long as a listing (docs/product.md §7 caches listings 15 s). */
const HOME_STALE_MS = 15_000;

export function homeUrl(region: string | undefined): string {
  return region ? `/api/home?region=${encodeURIComponent(region)}` : '/api/home';
}

export function useHome(chosen: string | null) {
  return useQuery({
    queryKey: chosen ? [...HOME_KEY, chosen] : HOME_KEY,
    // The cookie is read when asking, never while rendering: the server's answer and the browser's agree.
    queryFn: ({ signal }) => fetcher<HomeAnswer>(homeUrl(chosen ?? rememberedRegion()), HomeSchema, signal),
    staleTime: HOME_STALE_MS,
    // Switching region keeps the previous faces (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
