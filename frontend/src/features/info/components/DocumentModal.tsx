import Link from '@mui/material/Link';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';
import { DOCUMENTS, type DocumentName } from '../documents';

/** The dialog and the document's texts load when it first opens: most visits never open it. */
const DocumentDialog = lazy(() => import('./DocumentDialog').then((m) => ({ default: m.DocumentDialog })));

/** A document's dialog, mounted (and its code fetched) only while its `?{id}=open` is in the address. */
export function DocumentModal({ name }: { name: DocumentName }) {
  const { open } = useQueryModal(DOCUMENTS[name].modalKey);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DocumentDialog name={name} />
    </Suspense>
  );
}

/**
 * A link to a document that opens it in its dialog; the address is the document's page, so a new tab or a
 * crawler still gets the page.
 */
export function DocumentLink({ name, children }: { name: DocumentName; children?: ReactNode }) {
  const { openModal } = useQueryModal(DOCUMENTS[name].modalKey);
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    openModal();
  };
  return (
    <Link component={LocaleLink} to={DOCUMENTS[name].path} onClick={onClick} aria-haspopup="dialog" underline="always">
      {children}
    </Link>
  );
}
