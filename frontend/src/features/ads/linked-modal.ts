import { MODAL_KEYS } from '@/config/paths';

/**
 * Whether the address opens another of the site's linkable modals (docs/product.md §2): `?<id>=open`
 * (`termsOfService`, `verification`, `searchBar`…) or `?modal=vip|payment`. Read from the address, so it holds
 * before a lazily loaded dialog has mounted.
 */
export function linkedModalInAddress(search: string): boolean {
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === MODAL_KEYS.blockModal) continue;
    if (value === 'open' || (key === 'modal' && value !== '')) return true;
  }
  return false;
}
