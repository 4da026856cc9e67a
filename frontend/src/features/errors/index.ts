/** The error screens' look, for pages that explain a problem of their own, and the shell's page boundary. */
export { ErrorScreen } from './components/ErrorScreen';
export { PageErrorBoundary } from './components/PageErrorBoundary';
export { reportUnhandledErrors } from './api/report-error';
