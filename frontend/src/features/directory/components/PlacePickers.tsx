import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Pill } from '@/components/Pill';
import { useQueryModal } from '@/lib/use-query-modal';
import { PLACE_MODALS } from '../place-modals';

/** The pickers (dialog, list, filter field) load on first opening: most visits use the chips. */
const PlacePickerDialog = lazy(() => import('./PlacePickerDialog').then((m) => ({ default: m.PlacePickerDialog })));

/** A location picker, mounted (and its code fetched) only while its `?{key}=open` is in the address. */
export function Picker(props: ComponentProps<typeof PlacePickerDialog>) {
  const { open } = useQueryModal(props.modalKey);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PlacePickerDialog {...props} />
    </Suspense>
  );
}

/** Opens a picker; shows what is chosen now ("Région Montréal"). */
export function PickerButton({ label, value, modalKey }: { label: string; value: string; modalKey: string }) {
  const { openModal } = useQueryModal(modalKey);
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={openModal}
      aria-haspopup="dialog"
      endIcon={<ExpandMoreRounded />}
      sx={{ flexShrink: 0, borderColor: 'divider', justifyContent: 'space-between', fontWeight: 600 }}
    >
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, mr: 0.75 }}>
        {label}
      </Box>
      {value}
    </Button>
  );
}

/** Opens the secondary city picker: the region's cities beyond the three popular ones. */
export function MoreCitiesChip({ label }: { label: string }) {
  const { openModal } = useQueryModal(PLACE_MODALS.secondaryCity);
  return (
    <Pill
      onClick={openModal}
      aria-haspopup="dialog"
      label={label}
      icon={<ExpandMoreRounded />}
      sx={{ borderStyle: 'dashed' }}
    />
  );
}
