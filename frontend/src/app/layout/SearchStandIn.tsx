import { useTranslation } from 'react-i18next';
import styles from './SearchStandIn.module.css';

/**
 * The search field while the overlay's code loads (docs/product.md §2 search overlay): part of the shell, so it
 * takes the focus the moment the overlay is asked for and keeps every key; the overlay opens with what was typed.
 * A plain input and a static stylesheet, not MUI's TextField, so the shell carries no form machinery.
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
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.sheet}>
        <input
          type="search"
          className={styles.field}
          autoFocus
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          aria-label={t('nav.searchField')}
          placeholder={t('nav.searchField')}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </div>
  );
}
