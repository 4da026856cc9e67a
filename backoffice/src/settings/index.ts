import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ResourceProps } from 'react-admin';
import { SettingsEdit } from './SettingsEdit';

/** One record, so its edit form stands as the list: the menu's entry opens it directly. */
export const settingsResource: Omit<ResourceProps, 'name'> = { list: SettingsEdit, icon: SettingsOutlined };
