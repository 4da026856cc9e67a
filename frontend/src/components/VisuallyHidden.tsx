import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only: in the accessibility tree, out of sight. */
export function VisuallyHidden({
  children,
  component = 'span',
  id,
}: {
  children: ReactNode;
  component?: 'span' | 'h2';
  id?: string;
}) {
  return (
    <Box
      component={component}
      id={id}
      sx={{
        position: 'absolute',
        // In px: the sx shorthand reads 1 as 100%, which made a hidden heading as wide as the page.
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
