import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { ResourceProps } from 'react-admin';
import { CampaignCreate, CampaignEdit } from './CampaignForm';
import { CampaignList } from './CampaignList';

export const campaignsResource: Omit<ResourceProps, 'name'> = {
  list: CampaignList,
  create: CampaignCreate,
  edit: CampaignEdit,
  icon: CampaignOutlined,
  recordRepresentation: 'href',
};
