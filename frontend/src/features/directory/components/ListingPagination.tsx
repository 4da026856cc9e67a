import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import type { ListingFilters } from '../listing-filters';
import { listingHref, type ChunkHandOff, type ListingTarget } from '../listing-place';

interface ListingPaginationProps {
  target: ListingTarget;
  filters: ListingFilters;
  page: number;
  pages: number;
  /** The server's cursor to the next page, handed over in history state by the links to it. */
  nextChunk: string | null;
}

/**
 * Numbered page links (`/page/n`, SPEC §2): real anchors, so crawlers reach every page and a page can be
 * opened in a new tab. The links to the next page also carry the ranking snapshot.
 */
export function ListingPagination({ target, filters, page, pages, nextChunk }: ListingPaginationProps) {
  const { t } = useTranslation('directory');
  if (pages <= 1) return null;
  const listing = listingHref({ ...target, page: 1 }, filters);
  const handOff = (to: number): { listingChunk: ChunkHandOff } | undefined =>
    nextChunk && to === page + 1 ? { listingChunk: { listing, page: to, chunk: nextChunk } } : undefined;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        siblingCount={1}
        shape="rounded"
        color="primary"
        getItemAriaLabel={(type, itemPage, selected) => {
          if (type === 'page') return t(selected ? 'pagination.current' : 'pagination.page', { page: itemPage ?? 0 });
          return type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : t(`pagination.${type}`);
        }}
        aria-label={t('pagination.label')}
        renderItem={(item) =>
          item.page !== null &&
          !item.disabled &&
          !item.selected &&
          item.type !== 'start-ellipsis' &&
          item.type !== 'end-ellipsis' ? (
            <PaginationItem
              {...item}
              component={LocaleLink}
              to={listingHref({ ...target, page: item.page }, filters)}
              state={handOff(item.page)}
            />
          ) : (
            <PaginationItem {...item} />
          )
        }
      />
    </Box>
  );
}
