import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import type { ResourceProps } from 'react-admin';
import { FlaggedActiveList } from './FlaggedActiveList';

export const flaggedActiveResource: Omit<ResourceProps, 'name'> = {
  list: FlaggedActiveList,
  icon: PersonSearchOutlined,
};
