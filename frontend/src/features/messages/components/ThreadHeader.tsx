import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useQueryModal } from '@/lib/use-query-modal';
import type { Conversation, Recipient } from '../api/schemas';
import { ClientProfileDialog, CLIENT_PROFILE_MODAL } from './ClientProfileDialog';
import { ConversationMenu } from './ConversationMenu';
import { MemberAvatar } from './MemberAvatar';

/**
 * Who the conversation is with (the page's heading; their picture opens who they are, `?clientProfile=open`), a way
 * back to the list, and the conversation's actions.
 */
export function ThreadHeader({ recipient, conversation }: { recipient: Recipient; conversation: Conversation | null }) {
  const { t } = useTranslation('messages');
  const about = useQueryModal(CLIENT_PROFILE_MODAL);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton component={LocaleLink} to="/messages" aria-label={t('thread.back')}>
        <ArrowBackRounded />
      </IconButton>
      <ButtonBase
        onClick={about.openModal}
        aria-haspopup="dialog"
        sx={{
          borderRadius: '50%',
          '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <MemberAvatar member={recipient} size={42} />
        <VisuallyHidden>{t('clientProfile.open', { username: recipient.username })}</VisuallyHidden>
      </ButtonBase>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h1" noWrap sx={{ fontSize: '1.1rem', letterSpacing: 0 }}>
          {recipient.username}
        </Typography>
        <Typography
          variant="caption"
          sx={{ color: recipient.onlineNow ? 'online' : 'text.secondary', fontWeight: 600 }}
        >
          {t(recipient.onlineNow ? 'thread.online' : 'thread.offline')}
        </Typography>
      </Box>
      <Button
        component={LocaleLink}
        to={`/user/${encodeURIComponent(recipient.username)}`}
        variant="outlined"
        size="small"
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {t('thread.viewProfile')}
      </Button>
      {conversation && <ConversationMenu conversation={conversation} />}
      <ClientProfileDialog recipient={recipient} />
    </Box>
  );
}
