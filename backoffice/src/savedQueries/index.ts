import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import type { ResourceProps } from 'react-admin';
import { SavedQueryList } from './SavedQueryList';
import { SavedQueryShow } from './SavedQueryShow';

/** The analytics screen (`/hq/saved-queries`): saved queries to run, admins only. */
export const savedQueriesResource: Omit<ResourceProps, 'name'> = {
  list: SavedQueryList,
  show: SavedQueryShow,
  icon: QueryStatsOutlined,
};
