import CloseRounded from '@mui/icons-material/CloseRounded';
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
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { MODAL_KEYS } from '@/config/paths';
import { useQueryModal } from '@/lib/use-query-modal';

/** SPEC §5: a search runs only past 2 characters, 300 ms after the last keystroke. */
export const SEARCH_MIN_LENGTH = 3;
const SEARCH_DEBOUNCE_MS = 300;

/** Field and results; mounted only while open, so each opening starts from the URL's `q`. */
function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [term, setTerm] = useState(() => new URLSearchParams(location.search).get('q') ?? '');

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams(location.search);
      if ((params.get('q') ?? '') === term) return;
      if (term) params.set('q', term);
      else params.delete('q');
      // Replace, and keep the history state, so closing still steps back to the page under the overlay.
      navigate(
        { pathname: location.pathname, search: `?${params}`, hash: location.hash },
        { replace: true, state: location.state },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [location, navigate, term]);

  const trimmed = term.trim();
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
      <Box sx={{ p: { xs: 2, sm: 3 }, minHeight: 220 }} aria-live="polite">
        {trimmed.length < SEARCH_MIN_LENGTH ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>
            {t('search.hint')}
          </Typography>
        ) : (
          <EmptyState
            icon={<SearchOffRounded />}
            title={t('search.empty', { q: trimmed })}
            hint={t('search.emptyHint')}
          />
        )}
      </Box>
    </>
  );
}

/**
 * The search overlay (`?searchBar=open`): focused field, Escape or a click outside closes it (back to the
 * page under it), and the typed text follows into `?q=` so a search can be shared or restored.
 * Result cards arrive with the directory API.
 */
export function SearchOverlay() {
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
      slotProps={{ paper: { sx: { mt: { sm: 10 } } } }}
    >
      {open && <SearchPanel onClose={closeModal} />}
    </Dialog>
  );
}
