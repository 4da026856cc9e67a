import { useDataProvider } from 'react-admin';
import type { StaffDataProvider } from './dataProvider';

/** The staff data provider with its `command` for the calls that are not CRUD (approve, undo, count). */
export const useStaffApi = () => useDataProvider<StaffDataProvider>();
