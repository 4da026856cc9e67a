import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { ResourceProps } from 'react-admin';
import { CampaignCreate } from './CampaignCreate';
import { CampaignEdit } from './CampaignEdit';
import { CampaignList } from './CampaignList';

export const campaignsResource: Omit<ResourceProps, 'name'> = {
  list: CampaignList,
  create: CampaignCreate,
  edit: CampaignEdit,
  icon: CampaignOutlined,
  recordRepresentation: 'href',
};
