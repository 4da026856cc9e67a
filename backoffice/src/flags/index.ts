import FlagOutlined from '@mui/icons-material/FlagOutlined';
import type { ResourceProps } from 'react-admin';
import { FlagCreate } from './FlagCreate';
import { FlagEdit } from './FlagEdit';
import { FlagList } from './FlagList';

/** Flags (email/phone) for VIEW_FLAGS: the existing `/api/admin/flags`. */
export const flagsResource: Omit<ResourceProps, 'name'> = {
  list: FlagList,
  create: FlagCreate,
  edit: FlagEdit,
  icon: FlagOutlined,
  recordRepresentation: 'value',
};
