import { Box, Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { imageUrl } from '../../common/images';
import { useFormatDateTime } from '../fields';
import type { TabContentProps } from './TabContentProps';
import type { StaffUser } from '@annuaire/shared';

interface Gallery {
  readonly verificationPictures?: ReadonlyArray<{ id: string; url: string; addedAt?: string }>;
}

const STATE_COLOR = { approved: 'success', pending: 'warning', declined: 'error' } as const;

/** The gallery with each picture's moderation state, then the verification pictures staff alone see. */
export function PicturesTab(_props: TabContentProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const record = useRecordContext<StaffUser>();
  const { data: gallery } = useGetOne<Gallery & { id: string }>(
    'user-gallery',
    { id: record?.id ?? '' },
    {
      enabled: Boolean(record?.id),
    },
  );
  if (!record) return null;
  // The list's row stands in for the record until it loads: it has no gallery yet.
  const pictures = record.pictures ?? [];
  const verification = gallery?.verificationPictures ?? [];
  return (
    <Stack spacing={3} sx={{ py: 1 }}>
      {pictures.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{translate('annuaire.users.pictures.empty')}</Typography>
      ) : (
        <Grid>
          {pictures.map((picture) => (
            <Card key={picture.id}>
              <CardMedia component="img" image={imageUrl(picture.url)} alt="" sx={{ aspectRatio: '3 / 4' }} />
              <CardContent>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  <Chip
                    size="small"
                    color={STATE_COLOR[picture.state]}
                    label={translate(`annuaire.users.pictures.${picture.state}`)}
                  />
                  {record.profilePicture?.id === picture.id && (
                    <Chip size="small" variant="outlined" label={translate('annuaire.users.pictures.profilePicture')} />
                  )}
                </Stack>
                {picture.note && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {picture.note}
                  </Typography>
                )}
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatDateTime(picture.addedAt)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Grid>
      )}
      {verification.length > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {translate('annuaire.users.pictures.verification')}
          </Typography>
          <Grid>
            {verification.map((picture) => (
              <Card key={picture.id}>
                <CardMedia component="img" image={imageUrl(picture.url)} alt="" sx={{ aspectRatio: '3 / 4' }} />
              </Card>
            ))}
          </Grid>
        </>
      )}
    </Stack>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>{children}</Box>
  );
}
