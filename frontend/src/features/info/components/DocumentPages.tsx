import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/head';
import { DocumentView } from './DocumentView';

/** /terms-of-service */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const doc = t('terms', { returnObjects: true });
  usePageMeta(doc.meta.title, doc.meta.description);
  return <DocumentView doc={doc} />;
}

/** /privacy-policy */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const doc = t('privacy', { returnObjects: true });
  usePageMeta(doc.meta.title, doc.meta.description);
  return <DocumentView doc={doc} />;
}

/** /fraud-prevention */
export function FraudPreventionPage() {
  const { t } = useTranslation('guides');
  const doc = t('fraud', { returnObjects: true });
  usePageMeta(doc.meta.title, doc.meta.description);
  return <DocumentView doc={doc} />;
}

/** /client-guide */
export function ClientGuidePage() {
  const { t } = useTranslation('guides');
  const doc = t('clientGuide', { returnObjects: true });
  usePageMeta(doc.meta.title, doc.meta.description);
  return <DocumentView doc={doc} />;
}

/** /escort-guide */
export function EscortGuidePage() {
  const { t } = useTranslation('guides');
  const doc = t('escortGuide', { returnObjects: true });
  usePageMeta(doc.meta.title, doc.meta.description);
  return <DocumentView doc={doc} />;
}
