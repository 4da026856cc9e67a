import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  IMAGE_QUALITY,
  pictureSources,
  PLACEHOLDER_SIZE,
  type ImageQuality,
  type StoredPicture,
} from '@/lib/image-url';
import styles from './ProfileImage.module.css';

interface ProfileImageProps {
  /** The stored picture, or null for the placeholder of docs/product.md §7. */
  picture: StoredPicture | null;
  placeholder: string;
  alt: string;
  /** The rendered width by layout, so the browser picks 640 or 1200 (`sizes` attribute). */
  sizes: string;
  quality?: ImageQuality;
  /** Above the fold: load at once and early (the listing's first row, the gallery's first slide). */
  eager?: boolean;
  fit?: 'cover' | 'contain';
  /** Extra styles for a caller that needs them; without them the picture is a plain element styled by its CSS module. */
  sx?: SxProps<Theme>;
}

/**
 * A profile picture through the optimisation endpoint, with both widths in `srcSet` and its intrinsic size
 * in width/height so the page does not jump while it loads. Placeholders are served as they are.
 */
export function ProfileImage({
  picture,
  placeholder,
  alt,
  sizes,
  quality = IMAGE_QUALITY.card,
  eager = false,
  fit = 'cover',
  sx,
}: ProfileImageProps) {
  const source = picture
    ? {
        ...pictureSources(picture.url, quality),
        sizes,
        width: picture.width,
        height: picture.height,
      }
    : { src: placeholder, ...PLACEHOLDER_SIZE };
  const shared = {
    ...source,
    alt,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : 'auto',
    decoding: 'async',
    draggable: false,
  } as const;
  // The listing's cards render dozens of these: without `sx` they cost no emotion work (ProfileImage.module.css).
  if (sx === undefined) {
    return <img {...shared} className={fit === 'contain' ? `${styles.image} ${styles.contain}` : styles.image} />;
  }
  return (
    <Box
      component="img"
      {...shared}
      sx={[
        { display: 'block', width: '100%', height: '100%', objectFit: fit, userSelect: 'none' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
