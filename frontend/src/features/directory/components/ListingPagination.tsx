import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import type { ListingFilters } from '../listing-filters';
import { listingHref, type ChunkHandOff, type ListingTarget } from '../listing-place';
import { pageItems } from '../page-items';
import controls from './Controls.module.css';
import styles from './Listing.module.css';

interface ListingPaginationProps {
  target: ListingTarget;
  filters: ListingFilters;
  page: number;
  pages: number;
  /** The server's cursor to the next page, handed over in history state by the links to it. */
  nextChunk: string | null;
}

/** A page link, the current page and the disabled steps: the same 40 px box (Controls.module.css `.pageItem`). */
const TEXT_ITEM = buttonClass('text', { className: controls.pageItem });

/**
 * Numbered page links (`/page/n`, docs/product.md §2): real anchors, so crawlers reach every page and a page can be
 * opened in a new tab. The links to the next page also carry the ranking snapshot.
 */
export function ListingPagination({ target, filters, page, pages, nextChunk }: ListingPaginationProps) {
  const { t } = useTranslation('directory');
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const listing = listingHref({ ...target, page: 1 }, filters);
  const handOff = (to: number): { listingChunk: ChunkHandOff } | undefined =>
    nextChunk && to === current + 1 ? { listingChunk: { listing, page: to, chunk: nextChunk } } : undefined;

  const link = (to: number, label: string, content: ReactNode) => (
    <LocaleLink
      to={listingHref({ ...target, page: to }, filters)}
      state={handOff(to)}
      aria-label={label}
      className={TEXT_ITEM}
    >
      {content}
    </LocaleLink>
  );
  const step = (to: number, label: string, icon: ReactNode) =>
    to >= 1 && to <= pages ? (
      link(to, label, icon)
    ) : (
      <button type="button" disabled aria-label={label} className={TEXT_ITEM}>
        {icon}
      </button>
    );

  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      <ul className={styles.pageList}>
        <li>{step(current - 1, t('pagination.previous'), <Icon name="chevronLeft" />)}</li>
        {pageItems(current, pages).map((item) => (
          <li key={item}>
            {typeof item !== 'number' ? (
              <div aria-hidden="true" className={`${controls.pageItem} ${controls.pageGap}`}>
                …
              </div>
            ) : item === current ? (
              <button
                type="button"
                aria-current="page"
                aria-label={t('pagination.current', { page: item })}
                className={buttonClass('contained', { className: controls.pageItem })}
              >
                {item}
              </button>
            ) : (
              link(item, t('pagination.page', { page: item }), item)
            )}
          </li>
        ))}
        <li>{step(current + 1, t('pagination.next'), <Icon name="chevronRight" />)}</li>
      </ul>
    </nav>
  );
}
