export { DocumentLink, DocumentModal } from './components/DocumentModal';
export type { DocumentName } from './documents';
