import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import type { ListingFilters } from '../listing-filters';
import { listingHref, type ChunkHandOff, type ListingTarget } from '../listing-place';
import { pageItems } from '../page-items';

interface ListingPaginationProps {
  target: ListingTarget;
  filters: ListingFilters;
  page: number;
  pages: number;
  /** The server's cursor to the next page, handed over in history state by the links to it. */
  nextChunk: string | null;
}

const ITEM_SX: ButtonProps['sx'] = { minWidth: 40, height: 40, px: 1, borderRadius: '10px', fontWeight: 600 };

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
    <Button
      component={LocaleLink}
      to={listingHref({ ...target, page: to }, filters)}
      state={handOff(to)}
      aria-label={label}
      color="inherit"
      sx={ITEM_SX}
    >
      {content}
    </Button>
  );
  const step = (to: number, label: string, icon: ReactNode) =>
    to >= 1 && to <= pages ? (
      link(to, label, icon)
    ) : (
      <Button disabled aria-label={label} color="inherit" sx={ITEM_SX}>
        {icon}
      </Button>
    );

  return (
    <Box component="nav" aria-label={t('pagination.label')} sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        <li>{step(current - 1, t('pagination.previous'), <ChevronLeftRounded />)}</li>
        {pageItems(current, pages).map((item) => (
          <li key={item}>
            {typeof item !== 'number' ? (
              <Box aria-hidden sx={{ ...ITEM_SX, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
                …
              </Box>
            ) : item === current ? (
              <Button
                variant="contained"
                aria-current="page"
                aria-label={t('pagination.current', { page: item })}
                sx={ITEM_SX}
              >
                {item}
              </Button>
            ) : (
              link(item, t('pagination.page', { page: item }), item)
            )}
          </li>
        ))}
        <li>{step(current + 1, t('pagination.next'), <ChevronRightRounded />)}</li>
      </Box>
    </Box>
  );
}
