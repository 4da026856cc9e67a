/** Reporting a member from the site (docs/product.md §7 /api/reports): the profile's button and the form. */
export { LazyReportDialog, loadReportDialog, ReportButton } from './components/ReportButton';
export type { ReportTarget } from './components/ReportDialog';
