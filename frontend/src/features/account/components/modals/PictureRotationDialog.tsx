import { ROTATION_LIMIT, type CurrentUser } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { ProfileImage } from '@/components/ProfileImage';
import { IMAGE_QUALITY } from '@/lib/image-url';
import { useQueryModal } from '@/lib/use-query-modal';
import type { GalleryCommand } from '../../api/gallery-commands';
import { ACCOUNT_MODALS } from '../../modals';

interface PictureRotationDialogProps {
  account: CurrentUser;
  /** docs/product.md §5: rotation is a VIP feature on the Quebec site. */
  rotationAllowed: boolean;
  busy: boolean;
  onCommand: (command: GalleryCommand) => void;
}

/**
 * `?pictureRotation=open` on /edit (docs/product.md §2, §9): the approved pictures that take turns on the listing
 * card, at most 4, chosen in one place. A picture already rotating can always be taken out, even without VIP.
 */
export function PictureRotationDialog({ account, rotationAllowed, busy, onCommand }: PictureRotationDialogProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const { open, closeModal } = useQueryModal(ACCOUNT_MODALS.pictureRotation);
  const approved = account.pictures.filter((picture) => picture.state === 'approved');
  const rotating = approved.filter((picture) => picture.inRotation).length;
  const full = rotating >= ROTATION_LIMIT;
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('modals.rotation.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('modals.rotation.what', { limit: ROTATION_LIMIT })}</DialogContentText>
        {!rotationAllowed && (
          <Alert severity="info" variant="outlined">
            {t('pictures.rotationVipOnly')}
          </Alert>
        )}
        {approved.length === 0 ? (
          <Typography color="text.secondary">{t('modals.rotation.none')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {t('modals.rotation.count', { count: rotating, limit: ROTATION_LIMIT })}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {approved.map((picture) => {
                const position = account.pictures.indexOf(picture) + 1;
                const blocked = !picture.inRotation && (full || !rotationAllowed);
                return (
                  <Box component="li" key={picture.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <Box
                      sx={{
                        position: 'relative',
                        width: 56,
                        aspectRatio: '3 / 4',
                        borderRadius: '8px',
                        overflow: 'hidden',
                        flexShrink: 0,
                      }}
                    >
                      <ProfileImage picture={picture} placeholder="" alt="" sizes="56px" quality={IMAGE_QUALITY.low} />
                    </Box>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={picture.inRotation}
                          disabled={busy || blocked}
                          onChange={(event) =>
                            onCommand({ type: 'rotation', pictureId: picture.id, inRotation: event.target.checked })
                          }
                        />
                      }
                      label={t('pictures.position', { position })}
                    />
                  </Box>
                );
              })}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {!rotationAllowed && account.role === 'escort' && (
          <Button component={LocaleLink} to="/profile?modal=vip" color="inherit">
            {t('pictures.moreWithVip')}
          </Button>
        )}
        <Button onClick={closeModal} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
