import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { ResourceProps } from 'react-admin';
import { NotificationCreate } from './NotificationCreate';
import { NotificationList } from './NotificationList';

export const notificationsResource: Omit<ResourceProps, 'name'> = {
  list: NotificationList,
  create: NotificationCreate,
  icon: NotificationsOutlined,
};
