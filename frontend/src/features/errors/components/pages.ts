export { MaintenancePage } from './MaintenancePage';
export { NotFoundPage } from './NotFoundPage';
