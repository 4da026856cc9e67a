import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import type { ResourceProps } from 'react-admin';
import { DuplicateList } from './DuplicateList';

export const duplicatesResource: Omit<ResourceProps, 'name'> = { list: DuplicateList, icon: ContentCopyOutlined };
