import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { MODAL_KEYS } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQueryModal } from '@/lib/use-query-modal';
import { isSearchable, SEARCH_MAX_PAGES, useSearchUsers } from '../api/search-users';
import { SearchSeeAll, SearchShowMore, SearchSisterPlace } from './SearchMore';
import { SearchPlaceLink } from './SearchPlaceLink';
import { SearchResultCard, SearchResultSkeleton } from './SearchResultCard';

/** docs/product.md §5: the search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
/** docs/product.md §2: six placeholders while the first results load. */
const SKELETONS = 6;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Keeps `?q=` equal to the settled term, replacing the entry so closing still steps back under the overlay. */
function useQueryParamSync(term: string) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // A navigation is under way (a result or place was tapped, and its page's code is still loading: the router
    // shows this page meanwhile, but the browser's history already holds the next one). Writing `?q=` now would
    // replace that entry with this page, undoing the tap; a term that settles late must not.
    const current = (window.history.state as { key?: string } | null)?.key;
    if (current !== undefined && current !== location.key) return;
    const params = new URLSearchParams(location.search);
    if ((params.get('q') ?? '') === term) return;
    if (term) params.set('q', term);
    else params.delete('q');
    navigate(
      { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate, term]);
}

function SearchResults({ typed, settled }: { typed: string; settled: string }) {
  const { t } = useTranslation('panels');
  // "Show more" pages of the term on screen; a new term starts again from the first.
  const [shown, setShown] = useState({ term: settled, pages: 1 });
  const pages = shown.term === settled ? shown.pages : 1;
  const results = useSearchUsers(settled, pages);
  if (!isSearchable(typed)) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>
        {t('search.hint')}
      </Typography>
    );
  }
  // Until the first answer for a long-enough term, six cards' worth of skeletons hold the space.
  if (!isSearchable(settled) || results.isPending) {
    return (
      <Box sx={gridSx} aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <SearchResultSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (results.isError) {
    return <EmptyState icon={<ErrorOutlineRounded />} title={t('search.error')} />;
  }
  const { places, cards, more, seeAll, sister } = results.data;
  // A place only the sister site serves ("Toronto" on the Quebec site) points there (docs/product.md §2 search).
  const pointer = sister ? <SearchSisterPlace sister={sister} /> : null;
  if (cards.length === 0 && places.length === 0) {
    if (pointer) return pointer;
    return (
      <EmptyState
        icon={<SearchOffRounded />}
        title={t('search.empty', { q: settled.trim() })}
        hint={t('search.emptyHint')}
      />
    );
  }
  const busy = results.isPlaceholderData || settled !== typed;
  const sectionSx = { opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' };
  return (
    <>
      <VisuallyHidden>
        <span role="status">{t('search.found', { count: cards.length })}</span>
      </VisuallyHidden>
      {pointer}
      {/* Places first: a place match is what most visitors typing a city want (docs/product.md §2 search). */}
      {places.length > 0 && (
        <Box component="section" aria-labelledby="search-places" sx={{ mb: 3 }}>
          <Typography id="search-places" component="h3" variant="overline" color="text.secondary">
            {t('search.places')}
          </Typography>
          <Box component="ul" aria-labelledby="search-places" aria-busy={busy} sx={{ ...gridSx, ...sectionSx }}>
            {places.map((place) => (
              <li key={`${place.kind}:${place.region}:${place.city ?? place.province}`}>
                <SearchPlaceLink place={place} />
              </li>
            ))}
          </Box>
        </Box>
      )}
      {cards.length > 0 && (
        <Box component="section" aria-labelledby="search-profiles">
          <Typography id="search-profiles" component="h3" variant="overline" color="text.secondary">
            {t('search.profiles')}
          </Typography>
          <Box component="ul" aria-label={t('search.results')} aria-busy={busy} sx={{ ...gridSx, ...sectionSx }}>
            {cards.map((card) => (
              <li key={card._id}>
                <SearchResultCard card={card} />
              </li>
            ))}
          </Box>
          {/* More than shown: a place's own profiles are all on its listing; names page on here. */}
          {more && seeAll && <SearchSeeAll seeAll={seeAll} />}
          {more && !seeAll && pages < SEARCH_MAX_PAGES && (
            <SearchShowMore onMore={() => setShown({ term: settled, pages: pages + 1 })} />
          )}
        </Box>
      )}
    </>
  );
}

/**
 * Field and results; mounted only while open, so each opening starts from what was typed into the shell's
 * stand-in field while this code loaded, else from the URL's `q`.
 */
function SearchPanel({ onClose, typed, onShown }: { onClose: () => void; typed: string | null; onShown?: () => void }) {
  const { t } = useTranslation('panels');
  const location = useLocation();
  const [term, setTerm] = useState(() => typed ?? new URLSearchParams(location.search).get('q') ?? '');
  // The caret goes after the text carried over, so the next key continues it.
  const placeCaret = useCallback((input: HTMLInputElement | null) => {
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  // In the same commit as this field took the focus, so no key falls between the stand-in and it.
  useLayoutEffect(() => onShown?.(), [onShown]);
  const settled = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  useQueryParamSync(settled);

  return (
    <>
      <Box
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <VisuallyHidden component="h2" id="search-title">
          {t('search.title')}
        </VisuallyHidden>
        <TextField
          autoFocus
          inputRef={placeCaret}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
            htmlInput: { enterKeyHint: 'search', autoComplete: 'off' },
          }}
        />
        <IconButton onClick={onClose} aria-label={t('search.close')}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ p: { xs: 2, sm: 3 }, minHeight: 220, overflowY: 'auto' }}>
        <SearchResults typed={term} settled={settled} />
      </Box>
    </>
  );
}

/**
 * The search overlay (`?searchBar=open`, docs/product.md §2): focused field, Escape or a click outside closes it (back
 * to the page under it), the settled text follows into `?q=` so a search can be shared or restored, and
 * results link to the profiles.
 */
export function SearchOverlay({ typed = null, onShown }: { typed?: string | null; onShown?: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { open, closeModal } = useQueryModal(MODAL_KEYS.searchBar);
  return (
    <Dialog
      open={open}
      onClose={closeModal}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="search-title"
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{ paper: { sx: { mt: { sm: 10 }, maxHeight: { sm: 'calc(100% - 160px)' } } } }}
    >
      {open && <SearchPanel onClose={closeModal} typed={typed} onShown={onShown} />}
    </Dialog>
  );
}
