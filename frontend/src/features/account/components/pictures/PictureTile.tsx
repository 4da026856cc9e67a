import type { OwnPicture } from '@annuaire/shared';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ProfileImage } from '@/components/ProfileImage';
import { IMAGE_QUALITY } from '@/lib/image-url';
import type { GalleryCommand } from '../../api/gallery-commands';

interface PictureTileProps {
  picture: OwnPicture;
  position: number;
  username: string;
  isProfilePicture: boolean;
  rotationAllowed: boolean;
  busy: boolean;
  onMoveEarlier?: () => void;
  onMoveLater?: () => void;
  onCommand: (command: GalleryCommand) => void;
}

/**
 * One gallery picture with its state (docs/product.md §4: Pending, or Declined with the moderator's note) and its
 * actions. Only an approved picture can be the profile picture or rotate on the card.
 */
export function PictureTile(props: PictureTileProps) {
  const { picture, position, username, isProfilePicture, rotationAllowed, busy, onCommand } = props;
  const { t } = useTranslation('account');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const approved = picture.state === 'approved';
  const name = t('pictures.position', { position });

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      sx={{ borderRadius: '14px', overflow: 'hidden', display: 'grid' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '3 / 4', bgcolor: 'action.hover' }}>
        <ProfileImage
          picture={picture}
          placeholder=""
          alt={t('pictures.alt', { username })}
          sizes="200px"
          quality={IMAGE_QUALITY.low}
          sx={{ opacity: approved ? 1 : 0.75 }}
        />
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {picture.state !== 'approved' && (
            <Chip
              size="small"
              color={picture.state === 'declined' ? 'error' : 'warning'}
              label={t(`pictures.states.${picture.state}`)}
            />
          )}
          {isProfilePicture && <Chip size="small" color="primary" label={t('pictures.profilePicture')} />}
        </Box>
      </Box>
      {picture.state === 'declined' && picture.note && (
        <Typography variant="body2" color="error" sx={{ px: 1.5, pt: 1 }}>
          {t('pictures.declinedNote', { note: picture.note })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5, py: 0.5 }}>
        <Tooltip title={t('pictures.moveEarlier')}>
          <span>
            <IconButton
              aria-label={`${t('pictures.moveEarlier')} (${name})`}
              disabled={busy || !props.onMoveEarlier}
              onClick={props.onMoveEarlier}
            >
              <ArrowBackRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('pictures.moveLater')}>
          <span>
            <IconButton
              aria-label={`${t('pictures.moveLater')} (${name})`}
              disabled={busy || !props.onMoveLater}
              onClick={props.onMoveLater}
            >
              <ArrowForwardRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={approved ? t('pictures.setProfile') : t('pictures.onlyApproved')}>
          <span>
            <IconButton
              aria-label={`${t('pictures.setProfile')} (${name})`}
              aria-pressed={isProfilePicture}
              disabled={busy || !approved || isProfilePicture}
              onClick={() => onCommand({ type: 'setProfilePicture', pictureId: picture.id })}
            >
              {isProfilePicture ? <StarRounded fontSize="small" /> : <StarOutlineRounded fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('pictures.delete')}>
          <IconButton
            aria-label={`${t('pictures.delete')} (${name})`}
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
          >
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Tooltip title={rotationAllowed ? '' : t('pictures.rotationVipOnly')}>
        <FormControlLabel
          sx={{ px: 1.5, pb: 1, m: 0 }}
          control={
            <Switch
              size="small"
              checked={picture.inRotation}
              disabled={busy || !approved || (!rotationAllowed && !picture.inRotation)}
              onChange={(event) =>
                onCommand({ type: 'rotation', pictureId: picture.id, inRotation: event.target.checked })
              }
            />
          }
          label={<Typography variant="body2">{t('pictures.rotation')}</Typography>}
        />
      </Tooltip>
      <ConfirmDialog
        open={confirmDelete}
        title={t('pictures.deleteTitle')}
        body={t('pictures.deleteBody')}
        confirm={t('pictures.delete')}
        cancel={t('common.cancel')}
        destructive
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          onCommand({ type: 'delete', pictureId: picture.id });
        }}
      />
    </Paper>
  );
}
