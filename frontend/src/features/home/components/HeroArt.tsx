import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const bar = (width: string, opacity = 0.5): SxProps<Theme> => ({
  height: 9,
  width,
  borderRadius: '9px',
  bgcolor: 'text.primary',
  opacity,
});

/** One stylised profile card: avatar with an availability dot, two lines of text, tags. */
type Ring = 'vip' | 'brand' | 'libertine';

function MockCard({ sx, ring, online }: { sx: SxProps<Theme>; ring: Ring; online?: boolean }) {
  return (
    <Box
      sx={[
        (theme) => ({
          position: 'absolute',
          width: 250,
          p: 2,
          display: 'flex',
          gap: 1.75,
          alignItems: 'center',
          borderRadius: '18px',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          boxShadow: `0 24px 48px -24px rgba(0,0,0,.55), 0 0 0 1px ${theme.vars.palette.divider}`,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ position: 'relative', flexShrink: 0 }}>
        <Box
          sx={(theme) => ({
            width: 56,
            height: 56,
            borderRadius: '50%',
            p: '3px',
            background: theme.palette[ring].gradient,
          })}
        >
          <Box
            sx={{
              width: '100%',
              height: '100%',
              borderRadius: '50%',
              bgcolor: 'action.selected',
              border: 2,
              borderColor: 'background.paper',
            }}
          />
        </Box>
        {online && (
          <Box
            sx={{
              position: 'absolute',
              right: 2,
              bottom: 2,
              width: 13,
              height: 13,
              borderRadius: '50%',
              bgcolor: 'online',
              border: 2,
              borderColor: 'background.paper',
            }}
          />
        )}
      </Box>
      <Box sx={{ flex: 1, display: 'grid', gap: 1 }}>
        <Box sx={bar('60%', 0.85)} />
        <Box sx={bar('90%', 0.25)} />
        <Box sx={{ display: 'flex', gap: 0.75 }}>
          {[36, 48, 30].map((width) => (
            <Box key={width} sx={{ height: 16, width, borderRadius: '8px', bgcolor: 'brand.soft' }} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** Decorative hero picture: the product's cards, abstracted (no photos, nothing explicit). */
export function HeroArt() {
  return (
    <Box
      aria-hidden="true"
      sx={{ display: { xs: 'none', sm: 'block' }, position: 'relative', height: { sm: 300, md: 380 } }}
    >
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: '6% 4%',
          borderRadius: '32px',
          background: `radial-gradient(circle at 30% 20%, ${theme.palette.brand.soft}, transparent 60%), radial-gradient(circle at 80% 90%, ${theme.palette.vip.main}1f, transparent 55%)`,
          border: 1,
          borderColor: 'divider',
        })}
      />
      <MockCard ring="vip" online sx={{ top: '10%', left: '6%', transform: 'rotate(-3deg)' }} />
      <MockCard ring="brand" online sx={{ top: '40%', right: '2%', transform: 'rotate(2deg)' }} />
      <MockCard ring="libertine" sx={{ bottom: '6%', left: '14%', transform: 'rotate(-1deg)' }} />
    </Box>
  );
}
