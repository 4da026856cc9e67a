import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The green availability dot (marked available within 12 hours), named for screen readers. */
export function OnlineDot({ size = 10 }: { size?: number }) {
  const { t } = useTranslation('directory');
  const label = t('card.availableNow');
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={(theme) => ({
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: 'online',
        boxShadow: `0 0 0 2px ${theme.vars.palette.background.paper}, 0 0 8px ${theme.vars.palette.online}`,
      })}
    />
  );
}
