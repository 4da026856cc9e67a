import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteAccess } from '@/features/auth/components/RouteGuard';
import i18n, { type Namespace } from '@/lib/i18n';

/**
 * A code-split page: its module and its translation namespaces load together before the route renders,
 * so a page never flashes untranslated text or a spinner on the way in.
 */
export function page(
  load: () => Promise<ComponentType>,
  namespaces: Namespace[],
  handle?: RouteAccess,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle,
    lazy: async () => {
      const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
      return { Component };
    },
  };
}
