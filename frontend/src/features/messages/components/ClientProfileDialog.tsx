import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { loadProfileAnswer, profileKey } from '@/features/profile';
import { fetcher } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { useQueryModal } from '@/lib/use-query-modal';
import type { Recipient } from '../api/schemas';
import { MemberAvatar } from './MemberAvatar';

/** docs/product.md §2 `clientProfile`: who wrote, over the conversation (`?clientProfile=open`). */
export const CLIENT_PROFILE_MODAL = 'clientProfile';

const ProfileAnswer = lazySchema(loadProfileAnswer);

/**
 * The other member as the conversation's reader may see them, without leaving the thread: most who write are
 * clients, who have no listed profile to open. Their picture, role, how long they have been a member and what
 * they wrote about themselves; a listed profile also links to its page. Read from the same answer (and cache)
 * as the profile page.
 */
export function ClientProfileDialog({ recipient }: { recipient: Recipient }) {
  const { t, i18n } = useTranslation('messages');
  const titleId = useId();
  const { open, closeModal } = useQueryModal(CLIENT_PROFILE_MODAL);
  const profile = useQuery({
    queryKey: profileKey(recipient.username),
    queryFn: ({ signal }) => fetcher(`/api/users/${encodeURIComponent(recipient.username)}`, ProfileAnswer, signal),
    enabled: open,
  });
  const member = profile.data;
  const since = member
    ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(new Date(member.memberSince))
    : null;
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <MemberAvatar member={recipient} size={56} />
        {recipient.username}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        {profile.isError ? (
          <Typography color="text.secondary">{t('clientProfile.error')}</Typography>
        ) : !member ? (
          <Skeleton variant="rounded" height={72} />
        ) : (
          <>
            <Typography sx={{ fontWeight: 700 }}>
              {t(
                `clientProfile.role.${member.role === 'escort' ? 'escort' : member.libertine ? 'libertine' : 'client'}`,
              )}
            </Typography>
            <Typography color="text.secondary">{t('clientProfile.memberSince', { date: since })}</Typography>
            <Box>
              <Typography
                color={member.bio ? 'text.primary' : 'text.secondary'}
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {member.bio || t('clientProfile.noBio')}
              </Typography>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {member?.listed && (
          <Button component={LocaleLink} to={`/user/${encodeURIComponent(member.username)}`} color="inherit">
            {t('thread.viewProfile')}
          </Button>
        )}
        <Button onClick={closeModal} variant="contained">
          {t('clientProfile.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
