import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';

/** The react-admin demo's dashboard figure: an icon, a label and the number, on one card. */
export function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Card sx={{ flex: 1, minWidth: 180 }}>
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>{icon}</Box>
        <Box sx={{ textAlign: 'right', flex: 1 }}>
          <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      </Box>
    </Card>
  );
}
