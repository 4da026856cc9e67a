import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { isUnread } from '../api/get-unread-count';
import { blockStateOf, type Conversation } from '../api/schemas';
import { formatListDate } from '../thread-model';
import { ConversationMenu } from './ConversationMenu';
import { MemberAvatar } from './MemberAvatar';

/** docs/product.md §9: counts show up to 99, then 99+. */
const COUNT_MAX = 99;

/**
 * One conversation in the list: who, the last message, when, and, when it is unread (docs/product.md §9: the last
 * message is theirs and unread), a bold name and the count of their unread messages.
 */
export function ConversationRow({ conversation, now }: { conversation: Conversation; now: Date }) {
  const { t, i18n } = useTranslation('messages');
  const { recipient, lastMessage } = conversation;
  const unread = isUnread(conversation);
  const blockState = blockStateOf(conversation);
  const name = recipient.username || t('list.deletedMember');
  const preview = !lastMessage
    ? t('list.noMessage')
    : lastMessage.sender === recipient._id
      ? lastMessage.body
      : t('list.you', { body: lastMessage.body });
  const unreadCount = Math.max(1, conversation.unread);

  return (
    <ListItem
      disablePadding
      secondaryAction={<ConversationMenu conversation={conversation} />}
      sx={{ '& .MuiListItemSecondaryAction-root': { right: { xs: 4, sm: 12 } } }}
    >
      <ListItemButton
        component={LocaleLink}
        to={`/messages/${encodeURIComponent(recipient.username)}`}
        disabled={!recipient.username}
        sx={{ gap: { xs: 1.5, sm: 2 }, py: 1.5, pl: { xs: 1.5, sm: 2.5 }, pr: { xs: 7, sm: 9 }, alignItems: 'center' }}
      >
        <MemberAvatar member={recipient} size={52} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography component="span" noWrap sx={{ flex: 1, fontWeight: unread ? 800 : 600 }}>
              {name}
            </Typography>
            {lastMessage && (
              <Typography
                component="time"
                dateTime={lastMessage.timestamp}
                variant="caption"
                sx={{
                  flexShrink: 0,
                  color: unread ? 'primary.main' : 'text.secondary',
                  fontWeight: unread ? 700 : 400,
                }}
              >
                {formatListDate(lastMessage.timestamp, now, i18n.language)}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ flex: 1, color: unread ? 'text.primary' : 'text.secondary', fontWeight: unread ? 600 : 400 }}
            >
              {preview}
            </Typography>
            {blockState !== 'none' && (
              <Chip
                size="small"
                variant="outlined"
                label={t(blockState === 'byMe' ? 'list.blockedByMe' : 'list.blockedByThem')}
                sx={{ height: 22, flexShrink: 0 }}
              />
            )}
            {unread && (
              <>
                <Badge
                  aria-hidden
                  color="primary"
                  max={COUNT_MAX}
                  badgeContent={unreadCount}
                  sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none', fontWeight: 800 } }}
                />
                <VisuallyHidden>{t('list.unreadLabel', { count: unreadCount })}</VisuallyHidden>
              </>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
