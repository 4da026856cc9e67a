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
        width: 1,
        height: 1,
        p: 0,
        m: -1 / 8,
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
