import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import type { ResourceProps } from 'react-admin';
import { DepositRequestList } from './DepositRequestList';

export const depositRequestsResource: Omit<ResourceProps, 'name'> = { list: DepositRequestList, icon: SavingsOutlined };
