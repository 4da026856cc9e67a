import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Message, Recipient } from '../api/schemas';
import { formatChatTimestamp, type MessageBlock as Block } from '../thread-model';
import { MemberAvatar } from './MemberAvatar';

const RADIUS = 18;
const JOINED = 6;

/**
 * Bubbles of a block join into one shape on the sender's side: every corner there is tight except the
 * block's very first, so the block reads as one turn of speech ending in a small "tail".
 */
function bubbleRadius(mine: boolean, index: number): string {
  const senderTop = index === 0 ? RADIUS : JOINED;
  // Corners in CSS order: top-left, top-right, bottom-right, bottom-left.
  return mine
    ? `${RADIUS}px ${senderTop}px ${JOINED}px ${RADIUS}px`
    : `${senderTop}px ${RADIUS}px ${RADIUS}px ${JOINED}px`;
}

export function Bubble({
  message,
  mine,
  index,
  pending = false,
}: {
  message: Pick<Message, 'body'>;
  mine: boolean;
  index: number;
  pending?: boolean;
}) {
  return (
    <Box
      sx={(theme) => ({
        px: 1.75,
        py: 1,
        maxWidth: '100%',
        borderRadius: bubbleRadius(mine, index),
        bgcolor: mine ? 'primary.main' : `rgba(${theme.vars.palette.text.primaryChannel} / 0.08)`,
        color: mine ? 'primary.contrastText' : 'text.primary',
        opacity: pending ? 0.6 : 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        lineHeight: 1.45,
        fontSize: '0.95rem',
      })}
    >
      {message.body}
    </Box>
  );
}

/**
 * One sender's run of messages (docs/product.md §4), with its timestamp above when it opens with one. The other
 * member's picture sits beside the last message of their block, as in every messenger.
 */
export function MessageBlockView({
  block,
  recipient,
  now,
}: {
  block: Block<Message>;
  recipient: Recipient;
  now: Date;
}) {
  const { t, i18n } = useTranslation('messages');
  const mine = block.sender !== recipient._id;
  return (
    <Box
      role="group"
      aria-label={mine ? t('thread.fromMe') : t('thread.fromThem', { username: recipient.username })}
      sx={{ mt: block.timestamp ? 2.5 : 1.25 }}
    >
      {block.timestamp && (
        <Typography
          component="p"
          variant="caption"
          sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600, mb: 1.25, letterSpacing: '0.02em' }}
        >
          <time dateTime={block.timestamp}>{formatChatTimestamp(block.timestamp, now, i18n.language)}</time>
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, justifyContent: mine ? 'flex-end' : 'flex-start' }}>
        {!mine && (
          <Box aria-hidden sx={{ flexShrink: 0 }}>
            <MemberAvatar member={{ ...recipient, onlineNow: false }} size={28} />
          </Box>
        )}
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: mine ? 'flex-end' : 'flex-start',
            gap: 0.375,
            maxWidth: { xs: '85%', sm: '72%' },
            minWidth: 0,
          }}
        >
          {block.messages.map((message, index) => (
            <Bubble key={message._id} message={message} mine={mine} index={index} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
