import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { ResourceProps } from 'react-admin';
import { TransactionList } from './TransactionList';

export const transactionsResource: Omit<ResourceProps, 'name'> = { list: TransactionList, icon: ReceiptLongOutlined };
