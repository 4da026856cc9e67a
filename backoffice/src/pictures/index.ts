import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import type { ResourceProps } from 'react-admin';
import { PictureList } from './PictureList';

/** The picture moderation queue: a list with its decisions, nothing to create or edit. */
export const picturesResource: Omit<ResourceProps, 'name'> = { list: PictureList, icon: PhotoLibrary };
