import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import type { ResourceProps } from 'react-admin';
import { PictureQueue } from './PictureQueue';

/** The picture moderation queue: a list with its decisions, nothing to create or edit. */
export const picturesResource: Omit<ResourceProps, 'name'> = { list: PictureQueue, icon: PhotoLibrary };
