import { locationKey } from '@annuaire/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';

export interface PlaceOption {
  key: string;
  label: string;
  /** Other names the place is searched by (neighbourhoods, former towns), shown under the label. */
  keywords?: readonly string[];
  /** Locale-free listing address. */
  to: string;
}

/** Long lists get a filter field; short ones read at a glance. */
const SEARCHABLE_FROM = 9;

function matches(option: PlaceOption, term: string): boolean {
  if (!term) return true;
  return [option.label, ...(option.keywords ?? [])].some((name) => locationKey(name).includes(term));
}

/**
 * A location picker (province, region, city or secondary city) whose open state lives in the URL. Each
 * choice is a link that replaces the picker's history entry, so Back returns to the previous listing
 * rather than reopening the picker.
 */
export function PlacePickerDialog({
  modalKey,
  title,
  options,
  selected,
}: {
  modalKey: string;
  title: string;
  options: readonly PlaceOption[];
  selected?: string;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { open, closeModal } = useQueryModal(modalKey);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={closeModal} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {open && (
        <PickerContent titleId={titleId} title={title} options={options} selected={selected} onClose={closeModal} />
      )}
    </Dialog>
  );
}

/** Mounted only while open, so every opening starts with an empty filter. */
function PickerContent({
  titleId,
  title,
  options,
  selected,
  onClose,
}: {
  titleId: string;
  title: string;
  options: readonly PlaceOption[];
  selected?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const [term, setTerm] = useState('');
  const wanted = locationKey(term);
  const shown = options.filter((option) => matches(option, wanted));
  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {title}
        </Box>
        <IconButton onClick={onClose} aria-label={tc('misc.close')}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      {options.length >= SEARCHABLE_FROM && (
        <Box sx={{ px: 3, pb: 1 }}>
          <TextField
            size="small"
            type="search"
            autoFocus
            label={t('location.find')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { autoComplete: 'off' },
            }}
          />
        </Box>
      )}
      <List sx={{ px: 1, pb: 2, overflowY: 'auto' }} aria-labelledby={titleId}>
        {shown.map((option) => {
          const current = option.key === selected;
          return (
            <ListItemButton
              key={option.key}
              component={LocaleLink}
              to={option.to}
              replace
              selected={current}
              aria-current={current ? 'page' : undefined}
              sx={{ borderRadius: '10px' }}
            >
              <ListItemText
                primary={option.label}
                secondary={option.keywords?.length ? option.keywords.join(', ') : undefined}
                slotProps={{ secondary: { noWrap: true } }}
              />
              {current && <CheckRounded sx={{ color: 'primary.main', ml: 1 }} />}
            </ListItemButton>
          );
        })}
        {shown.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            {t('location.noMatch', { q: term.trim() })}
          </Typography>
        )}
      </List>
    </>
  );
}
