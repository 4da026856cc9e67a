import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import type { ResourceProps } from 'react-admin';
import { CrashList } from './CrashList';
import { CrashShow } from './CrashShow';

export const crashReportsResource: Omit<ResourceProps, 'name'> = {
  list: CrashList,
  show: CrashShow,
  icon: BugReportOutlined,
  recordRepresentation: 'message',
};
