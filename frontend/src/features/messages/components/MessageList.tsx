import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, Recipient } from '../api/schemas';
import { groupIntoBlocks } from '../thread-model';
import { Bubble, MessageBlockView } from './MessageBlock';

/** Older messages start loading this close to the top, before the reader actually hits it. */
const LOAD_OLDER_PX = 160;
/** Within this of the bottom the reader is "following" the conversation and new messages scroll in. */
const NEAR_BOTTOM_PX = 120;

interface MessageListProps {
  messages: readonly Message[];
  recipient: Recipient;
  /** The text being sent right now, shown as a faded bubble until the server has it. */
  pending: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

interface ScrollSnapshot {
  first: string | undefined;
  last: string | undefined;
  scrollTop: number;
  scrollHeight: number;
  atBottom: boolean;
}

/**
 * The thread's scrolling area, newest at the bottom. Scrolling near the top loads the previous page and
 * the reader stays on the message they were reading (the content grows above them); a new message
 * scrolls into view only if the reader was already at the bottom, otherwise a button offers to jump.
 */
export function MessageList({ messages, recipient, pending, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const { t } = useTranslation('messages');
  const ref = useRef<HTMLDivElement>(null);
  const snapshot = useRef<ScrollSnapshot>({
    first: undefined,
    last: undefined,
    scrollTop: 0,
    scrollHeight: 0,
    atBottom: true,
  });
  const [newBelow, setNewBelow] = useState(false);
  const blocks = useMemo(() => groupIntoBlocks(messages), [messages]);
  const first = messages[0]?._id;
  const lastMessage = messages.at(-1);
  const last = lastMessage?._id;
  const lastIsMine = lastMessage !== undefined && lastMessage.sender !== recipient._id;

  const remember = (element: HTMLDivElement) => {
    snapshot.current.scrollTop = element.scrollTop;
    snapshot.current.scrollHeight = element.scrollHeight;
    snapshot.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };

  // Runs before paint, so a prepended page never flashes at the wrong place.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = snapshot.current;
    if (before.last === undefined || pending !== null) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      element.scrollTop = before.scrollTop + (element.scrollHeight - before.scrollHeight);
    } else if (last !== before.last) {
      if (before.atBottom || lastIsMine) element.scrollTop = element.scrollHeight;
      else setNewBelow(true);
    }
    snapshot.current.first = first;
    snapshot.current.last = last;
    remember(element);
  }, [first, last, lastIsMine, pending]);

  // A first page too short to scroll could never reach the top: keep loading until it can (or all is there).
  useEffect(() => {
    const element = ref.current;
    if (!element || element.clientHeight === 0) return;
    if (hasOlder && !loadingOlder && element.scrollHeight <= element.clientHeight) onLoadOlder();
  }, [hasOlder, loadingOlder, messages.length, onLoadOlder]);

  const onScroll = () => {
    const element = ref.current;
    if (!element) return;
    remember(element);
    if (snapshot.current.atBottom) setNewBelow(false);
    if (element.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const jumpToLatest = () => {
    ref.current?.scrollTo({ top: ref.current.scrollHeight, behavior: 'smooth' });
    setNewBelow(false);
  };

  const now = new Date();
  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={ref}
        onScroll={onScroll}
        role="log"
        aria-label={t('thread.log', { username: recipient.username })}
        tabIndex={0}
        sx={{
          flex: 1,
          overflowY: 'auto',
          // The list keeps the reader's place itself; the browser's own anchoring would move it twice.
          overflowAnchor: 'none',
          overscrollBehavior: 'contain',
          px: { xs: 1.5, sm: 3 },
          outline: 'none',
        }}
      >
        {/* Few messages sit at the bottom, by the composer; the wrapper (not the scroller) does it, so
            nothing that overflows at the top becomes unreachable. */}
        <Box sx={{ minHeight: '100%', pb: 2, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
          {/* Fixed height whatever it shows, so the spinner appearing does not push the messages down. */}
          <Box sx={{ height: 44, display: 'grid', placeItems: 'center' }}>
            {loadingOlder ? (
              <CircularProgress size={20} aria-label={t('thread.loadingOlder')} />
            ) : !hasOlder && messages.length > 0 ? (
              <Typography variant="caption" color="text.secondary">
                {t('thread.start', { username: recipient.username })}
              </Typography>
            ) : null}
          </Box>
          {blocks.map((block) => (
            <MessageBlockView key={block.messages[0]!._id} block={block} recipient={recipient} now={now} />
          ))}
          {pending !== null && (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', mt: 1.25 }}>
              <Box sx={{ maxWidth: { xs: '85%', sm: '72%' } }}>
                <Bubble message={{ body: pending }} mine index={0} pending />
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('thread.sending')}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
      {newBelow && (
        <Button
          onClick={jumpToLatest}
          variant="contained"
          size="small"
          startIcon={<ArrowDownwardRounded />}
          sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', boxShadow: 6 }}
        >
          {t('thread.newMessages')}
        </Button>
      )}
    </Box>
  );
}
