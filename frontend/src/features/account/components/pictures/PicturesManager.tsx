import type { CurrentUser } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { ApiError } from '@/lib/api-client';
import { toastDefaultError, toastError } from '@/lib/toast';
import { useQueryModal } from '@/lib/use-query-modal';
import { useGalleryCommand, type GalleryCommand } from '../../api/gallery-commands';
import { isVipActive, pictureLimit, vipOnlyOnQuebec } from '../../rules';
import { ACCOUNT_MODALS } from '../../modals';
import { FormSection } from '../edit/FormSection';
import { PictureRotationDialog } from '../modals/PictureRotationDialog';
import { PictureTile } from './PictureTile';
import { UploadButton } from './UploadButton';

const REFUSALS: Readonly<Record<string, 'rotationLimit' | 'vipRequired' | 'notApproved'>> = {
  rotation_limit: 'rotationLimit',
  vip_required: 'vipRequired',
  picture_not_approved: 'notApproved',
};

/**
 * The member's gallery (docs/product.md §4, §5, §9): upload within the role's limit, order, profile picture, card
 * rotation (VIP-only in Quebec), delete; pending and declined pictures wear their badge and note.
 */
export function PicturesManager({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const command = useGalleryCommand(account._id);
  const now = new Date();
  const limit = pictureLimit(account, now);
  const full = account.pictures.length >= limit;
  const rotationAllowed = vipOnlyOnQuebec(variant.website, account, now);
  const ids = account.pictures.map((picture) => picture.id);
  const rotation = useQueryModal(ACCOUNT_MODALS.pictureRotation);

  const run = (next: GalleryCommand) =>
    command.mutate(next, {
      onError: (error) => {
        const refusal = error instanceof ApiError && error.code ? REFUSALS[error.code] : undefined;
        if (refusal) toastError(t(`pictures.errors.${refusal}`));
        else toastDefaultError();
      },
    });
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    run({ type: 'order', pictureIds: order });
  };

  return (
    <FormSection title={t('pictures.title')} hint={t('pictures.count', { count: account.pictures.length, limit })}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <UploadButton userId={account._id} target="gallery" label={t('pictures.add')} disabled={full} />
        <Button variant="outlined" onClick={rotation.openModal} aria-haspopup="dialog">
          {t('modals.rotation.title')}
        </Button>
      </Box>
      {full && (
        <Alert severity="info" variant="outlined">
          {t('pictures.full', { limit })}{' '}
          {!isVipActive(account, now) && account.role === 'escort' && (
            <Link component={LocaleLink} to="/profile?modal=vip" underline="always">
              {t('pictures.moreWithVip')}
            </Link>
          )}
        </Alert>
      )}
      {account.pictures.length === 0 ? (
        <Typography color="text.secondary">{t('pictures.empty')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('pictures.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          }}
        >
          {account.pictures.map((picture, index) => (
            <PictureTile
              key={picture.id}
              picture={picture}
              position={index + 1}
              username={account.username}
              isProfilePicture={account.profilePicture?.id === picture.id}
              rotationAllowed={rotationAllowed}
              busy={command.isPending}
              onMoveEarlier={index > 0 ? () => move(index, -1) : undefined}
              onMoveLater={index < ids.length - 1 ? () => move(index, 1) : undefined}
              onCommand={run}
            />
          ))}
        </Box>
      )}
      <PictureRotationDialog
        account={account}
        rotationAllowed={rotationAllowed}
        busy={command.isPending}
        onCommand={run}
      />
    </FormSection>
  );
}
