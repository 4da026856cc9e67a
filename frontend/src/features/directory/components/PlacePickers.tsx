import { lazy, Suspense, type ComponentProps } from 'react';
import { buttonClass, endIcon, pillClass, pillIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { useQueryModal } from '@/lib/use-query-modal';
import { PLACE_MODALS } from '../place-modals';
import controls from './Controls.module.css';

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
    <button
      type="button"
      className={buttonClass('outlined', { className: controls.picker })}
      onClick={openModal}
      aria-haspopup="dialog"
    >
      <span className={controls.pickerLabel}>{label}</span>
      {value}
      <Icon name="expandMore" className={endIcon} />
    </button>
  );
}

/** Opens the secondary city picker: the region's cities beyond the three popular ones. */
export function MoreCitiesChip({ label }: { label: string }) {
  const { openModal } = useQueryModal(PLACE_MODALS.secondaryCity);
  return (
    <button
      type="button"
      className={pillClass({ icon: true, dashed: true })}
      onClick={openModal}
      aria-haspopup="dialog"
    >
      <Icon name="expandMore" className={pillIcon} />
      {label}
    </button>
  );
}
