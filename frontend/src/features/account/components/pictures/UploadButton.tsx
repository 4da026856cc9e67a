import { PICTURE_MAX_BYTES, PICTURE_MIME_TYPES } from '@annuaire/shared';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toastDefaultError, toastError, toastSuccess } from '@/lib/toast';
import { useUploadPicture, type UploadTarget } from '../../api/upload-picture';

/** The server's refusals (docs/api.md, Pictures) that the member can do something about. */
const REFUSALS: Readonly<Record<number, 'tooLarge' | 'tooManyPixels' | 'wrongType' | 'limit' | 'rateLimited'>> = {
  413: 'tooLarge',
  415: 'wrongType',
  422: 'tooManyPixels',
  409: 'limit',
  // docs/product.md §9, "upload": a member's uploads per 15 minutes.
  429: 'rateLimited',
};

interface UploadButtonProps {
  userId: string;
  target: UploadTarget;
  label: string;
  disabled?: boolean;
}

/**
 * Picks a picture and sends it, with a progress bar while it goes up. Type and size are checked here
 * first (docs/product.md §5: png, jpeg, webp, avif, svg; 20 MB), so nobody waits for a refusal the browser can
 * foresee; the server checks again from the bytes.
 */
export function UploadButton({ userId, target, label, disabled }: UploadButtonProps) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const upload = useUploadPicture(userId, target);
  const [progress, setProgress] = useState<number | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PICTURE_MIME_TYPES as readonly string[]).includes(file.type))
      return toastError(t('pictures.errors.wrongType'));
    if (file.size > PICTURE_MAX_BYTES) return toastError(t('pictures.errors.tooLarge'));
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toastSuccess(target === 'gallery' ? t('pictures.uploaded') : t('verification.uploaded'));
    } catch (error) {
      const refusal = error instanceof ApiError ? REFUSALS[error.status] : undefined;
      if (refusal) toastError(t(`pictures.errors.${refusal}`));
      else toastDefaultError();
    } finally {
      setProgress(null);
    }
  }

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={PICTURE_MIME_TYPES.join(',')}
        onChange={(event) => void onFile(event)}
        data-testid={`${target}-file`}
      />
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlined />}
        onClick={() => input.current?.click()}
        disabled={disabled || progress !== null}
      >
        {label}
      </Button>
      {progress !== null && (
        <Box sx={{ width: '100%', maxWidth: 320 }}>
          <LinearProgress variant="determinate" value={percent} aria-labelledby={progressId} />
          <Typography id={progressId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('pictures.uploading', { percent })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
