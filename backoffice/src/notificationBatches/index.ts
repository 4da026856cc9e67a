import SendOutlined from '@mui/icons-material/SendOutlined';
import type { ResourceProps } from 'react-admin';
import { BatchCreate } from './BatchCreate';
import { BatchList } from './BatchList';

export const notificationBatchesResource: Omit<ResourceProps, 'name'> = {
  list: BatchList,
  create: BatchCreate,
  icon: SendOutlined,
};
