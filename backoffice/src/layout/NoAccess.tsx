import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useGetIdentity, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { SITE_ROOT } from '../config/variant';

/** What clients and escorts see at /hq: they are logged in, but the staff area is not theirs (docs/product.md §6). */
export function NoAccess() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
              <LockOutlined color="primary" />
              <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
                {translate('annuaire.noAccess.title')}
              </Typography>
              <LanguageMenu />
            </Stack>
            <Typography sx={{ color: 'text.secondary' }}>
              {translate('annuaire.noAccess.body', { username: identity?.fullName ?? '' })}
            </Typography>
            <Button variant="contained" href={SITE_ROOT}>
              {translate('annuaire.noAccess.backToSite')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
