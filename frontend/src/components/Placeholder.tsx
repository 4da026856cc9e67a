import Box, { type BoxProps } from '@mui/material/Box';

interface PlaceholderProps {
  width?: number | string;
  height?: number | string;
  /** `text` follows a line of text (its height is the font's); `block` fills the given box. */
  shape?: 'text' | 'block';
  radius?: number | string;
  component?: 'span' | 'div';
  sx?: BoxProps['sx'];
}

/**
 * A pulsing grey shape standing in for content that is loading: the listing's cards and counts. A few
 * lines of style rather than MUI's Skeleton, which would add its own code to the listing's first load.
 */
export function Placeholder({ width, height, shape = 'text', radius, component = 'span', sx }: PlaceholderProps) {
  return (
    <Box
      component={component}
      aria-hidden="true"
      sx={[
        (theme) => ({
          display: 'block',
          width,
          height: height ?? (shape === 'text' ? '1.2em' : undefined),
          bgcolor: `rgba(${theme.vars.palette.text.primaryChannel} / 0.11)`,
          borderRadius: radius ?? (shape === 'text' ? '4px' : 0),
          ...(shape === 'text' && { transform: 'scale(1, 0.6)', transformOrigin: '0 55%' }),
          animation: 'annuaire-pulse 2s ease-in-out 0.5s infinite',
          '@keyframes annuaire-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
