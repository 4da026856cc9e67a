import SupportOutlined from '@mui/icons-material/SupportOutlined';
import type { ResourceProps } from 'react-admin';
import { HelpServiceCreate } from './HelpServiceCreate';
import { HelpServiceEdit } from './HelpServiceEdit';
import { HelpServiceList, LocalName } from './HelpServiceList';

export const helpServicesResource: Omit<ResourceProps, 'name'> = {
  list: HelpServiceList,
  create: HelpServiceCreate,
  edit: HelpServiceEdit,
  icon: SupportOutlined,
  recordRepresentation: <LocalName />,
};
