import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { BLOCK_PICTURE_LIMIT } from '@annuaire/shared';
import { useStaffApi } from '../common/useStaffApi';
import { useForbiddenAsInfo } from './forbiddenInfo';
import { blockPictureUrl } from '../common/images';
import { uploadBlockPicture } from './upload';

interface BlockRecord {
  id: string;
  pictures: Array<{ id: string; url: string }>;
}

/** The block's pictures beside its form: add one (multipart upload), remove one. */
export function CampaignPictures() {
  const translate = useTranslate();
  const record = useRecordContext<BlockRecord>();
  const api = useStaffApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useForbiddenAsInfo();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const path = `/api/admin/campaigns/${encodeURIComponent(record.id)}/pictures`;

  const run = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      notify(success, { type: 'success' });
      refresh();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ ml: 2, width: 300, flexShrink: 0 }}>
      <CardContent>
        <Typography variant="h6">{translate('annuaire.campaigns.pictures')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('annuaire.campaigns.picturesHelp')}
        </Typography>
        <Stack spacing={1}>
          {record.pictures.map((picture) => (
            <Box key={picture.id} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={blockPictureUrl(picture.url)}
                alt=""
                sx={{ width: '100%', borderRadius: 1, display: 'block' }}
              />
              <IconButton
                aria-label={translate('annuaire.campaigns.removePicture')}
                disabled={busy}
                onClick={() =>
                  run(
                    () => api.command(`${path}/${encodeURIComponent(picture.id)}`, { method: 'DELETE' }),
                    'annuaire.campaigns.pictureRemoved',
                  )
                }
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
                size="small"
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif,image/svg+xml"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(() => uploadBlockPicture(path, file), 'annuaire.campaigns.pictureAdded');
          }}
        />
        <Button
          sx={{ mt: 2 }}
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={busy || record.pictures.length >= BLOCK_PICTURE_LIMIT}
          onClick={() => input.current?.click()}
        >
          {translate('annuaire.campaigns.addPicture')}
        </Button>
      </CardContent>
    </Card>
  );
}
