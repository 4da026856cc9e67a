import ReportOutlined from '@mui/icons-material/ReportOutlined';
import type { ResourceProps } from 'react-admin';
import { ReportList } from './ReportList';
import { ReportShow } from './ReportShow';

export const reportsResource: Omit<ResourceProps, 'name'> = {
  list: ReportList,
  show: ReportShow,
  icon: ReportOutlined,
  recordRepresentation: 'username',
};
