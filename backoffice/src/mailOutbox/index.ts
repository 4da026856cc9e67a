import MailOutlined from '@mui/icons-material/MailOutlined';
import type { ResourceProps } from 'react-admin';
import { MailList } from './MailList';
import { MailShow } from './MailShow';

export const mailOutboxResource: Omit<ResourceProps, 'name'> = {
  list: MailList,
  show: MailShow,
  icon: MailOutlined,
  recordRepresentation: 'subject',
};
