export { DocumentLink, DocumentModal } from './components/DocumentModal';
export { DOCUMENTS, type DocumentName } from './documents';
