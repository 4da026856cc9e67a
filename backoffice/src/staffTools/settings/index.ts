import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ResourceProps } from 'react-admin';
import { SettingsPage } from './SettingsPage';

/** One record, so the menu's entry opens its form directly. */
export const settingsResource: Omit<ResourceProps, 'name'> = { list: SettingsPage, icon: SettingsOutlined };
