import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * The search field while the overlay's code loads (docs/product.md §2 search overlay): part of the shell, so it
 * takes the focus the moment the overlay is asked for and keeps every key; the overlay opens with what was typed.
 * A plain input, not MUI's TextField, so the shell carries no form machinery.
 */
export function SearchStandIn({
  value,
  onChange,
  onClose,
}: {
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
      }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 900,
          mt: { sm: 10 },
          mx: { sm: 4 },
          p: { xs: 2, sm: 3 },
          bgcolor: 'background.paper',
          borderRadius: { sm: '16px' },
        }}
      >
        <Box
          component="input"
          type="search"
          autoFocus
          value={value}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Escape') onClose();
          }}
          aria-label={t('nav.searchField')}
          placeholder={t('nav.searchField')}
          autoComplete="off"
          enterKeyHint="search"
          sx={{
            width: '100%',
            height: 56,
            px: 2,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'transparent',
            border: 1,
            borderColor: 'divider',
            borderRadius: '8px',
            '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
          }}
        />
      </Box>
    </Box>
  );
}
