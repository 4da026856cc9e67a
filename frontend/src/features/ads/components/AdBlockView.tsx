import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdBlock } from '../api/get-ads';

/** A block picture through the image route (docs/product.md §7), at the card width. */
export const blockPictureUrl = (key: string, width = 640) =>
  `/api/blocks/images?${new URLSearchParams({ url: key, w: String(width), q: '75' }).toString()}`;

/** The shape of each placement's layouts (docs/product.md §3 ad types). */
const SHAPES = {
  blockCard: { direction: 'column', ratio: '3 / 4', minHeight: 0 },
  blockLeaderboard: { direction: 'row', ratio: '16 / 9', minHeight: 96 },
  blockUserProfileBottom: { direction: 'row', ratio: '4 / 3', minHeight: 96 },
  blockModal: { direction: 'column', ratio: '16 / 9', minHeight: 0 },
  blockMessagesTopBanner: { direction: 'row', ratio: '1 / 1', minHeight: 64 },
} as const;

/**
 * The way out through a block: `/go/{id}` counts the click once for the draw's token and sends the visitor to the
 * block's own link (docs/product.md §6 counting ads); the same address in the server's HTML and the browser's.
 */
export const adLink = (block: Pick<AdBlock, '_id' | 'token'>) =>
  `/go/${encodeURIComponent(block._id)}?${new URLSearchParams({ t: block.token }).toString()}`;

/**
 * One campaign block: its picture, its text and a clear "Ad" label, all one link through `/go/{id}` (adLink).
 * Visible impressions are reported by a module loaded after the page shows, with the same token.
 */
export function AdBlockView({ block }: { block: AdBlock }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAnchorElement>(null);
  const shape = SHAPES[block.placement];
  const picture = block.pictures[0];
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../impressions').then(({ observeImpression }) => {
      if (!cancelled) stop = observeImpression(element, block.token);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [block.token]);
  return (
    <Link
      ref={ref}
      href={adLink(block)}
      target="_blank"
      rel="sponsored noopener"
      underline="none"
      color="inherit"
      data-ad-block={block._id}
      data-layout={block.layoutName}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: shape.direction,
        gap: 1.5,
        height: '100%',
        minHeight: shape.minHeight,
        p: shape.direction === 'row' ? 1.5 : 0,
        borderRadius: '16px',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography
        component="span"
        variant="caption"
        sx={{ position: 'absolute', top: 6, right: 8, px: 0.75, borderRadius: '6px', bgcolor: 'action.selected' }}
      >
        {t('ads.label')}
      </Typography>
      {picture && (
        <Box
          component="img"
          src={blockPictureUrl(picture.url)}
          alt=""
          loading="lazy"
          width={picture.width}
          height={picture.height}
          onError={(event) => {
            // A missing picture leaves the text standing rather than a broken image.
            event.currentTarget.style.display = 'none';
          }}
          sx={{
            display: 'block',
            objectFit: 'cover',
            aspectRatio: shape.ratio,
            width: shape.direction === 'row' ? 'auto' : '100%',
            height: shape.direction === 'row' ? shape.minHeight : 'auto',
            flexShrink: 0,
            borderRadius: shape.direction === 'row' ? '10px' : 0,
          }}
        />
      )}
      <Typography sx={{ p: shape.direction === 'row' ? 0 : 1.5, pr: 5, alignSelf: 'center', whiteSpace: 'pre-line' }}>
        {block.body}
      </Typography>
    </Link>
  );
}
