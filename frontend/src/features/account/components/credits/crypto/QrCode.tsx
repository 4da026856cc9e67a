import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';

const SIZE = 184;

/**
 * A QR code of `text`, drawn as SVG. The encoder is imported here, when a payment address is on screen,
 * so no page's first load carries it (the listing page has under 1 KB of budget left, docs/benchmarks.md).
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('uqr')
      .then(({ renderSVG }) => current && setSvg(renderSVG(text, { border: 2 })))
      .catch((error: unknown) => {
        // A chunk that failed to load (offline, new release): the address and the copy buttons remain.
        console.error('QR code unavailable', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [text]);
  if (failed) return null;
  if (!svg) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} />;
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ width: SIZE, height: SIZE, bgcolor: '#fff', borderRadius: 1, '& svg': { width: '100%', height: '100%' } }}
      // uqr's output is an SVG string built from the QR matrix alone: no part of `text` is copied into it.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
