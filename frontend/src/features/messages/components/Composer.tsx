import SendRounded from '@mui/icons-material/SendRounded';
import { MESSAGE_MAX, MessageText } from '@annuaire/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The counter appears once a message nears the limit, not while writing ordinary messages. */
const COUNTER_FROM = MESSAGE_MAX - 200;

interface ComposerProps {
  username: string;
  sending: boolean;
  /** Sends the trimmed text; resolves true when the server took it. */
  onSend: (body: string) => Promise<boolean>;
}

/**
 * The message field: trimmed 1–2000 characters (the same rule as the API, from shared), Enter sends,
 * Shift+Enter starts a new line. The field empties at once (the text shows as a "sending" bubble) and
 * gets its text back if sending fails, so nothing typed is ever lost.
 */
export function Composer({ username, sending, onSend }: ComposerProps) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const hintId = useId();
  const checked = MessageText.safeParse(text);
  const length = text.trim().length;
  const tooLong = length > MESSAGE_MAX;

  const submit = async () => {
    if (!checked.success || sending) return;
    const body = checked.data;
    setText('');
    const sent = await onSend(body);
    if (!sent) setText((current) => (current === '' ? body : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // An input method still composing a character uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {/* Field and button share a row, so the button stays level with the field's last line as it grows. */}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <TextField
          multiline
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('composer.placeholder')}
          error={tooLong}
          slotProps={{
            htmlInput: {
              'aria-label': t('composer.label', { username }),
              'aria-describedby': hintId,
              enterKeyHint: 'send',
            },
            input: { sx: { borderRadius: '22px', py: 1.25, px: 2 } },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('composer.send')}
          disabled={!checked.success || sending}
          sx={{
            flexShrink: 0,
            width: 46,
            height: 46,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
          }}
        >
          <SendRounded />
        </IconButton>
      </Box>
      {/* The keyboard hint is for keyboards: phones show it only when the message is too long. */}
      <Box
        sx={{
          display: { xs: tooLong || length >= COUNTER_FROM ? 'flex' : 'none', sm: 'flex' },
          justifyContent: 'space-between',
          gap: 1,
          pl: 1.5,
          pr: 8,
          pt: 0.5,
        }}
      >
        <Typography
          id={hintId}
          variant="caption"
          color={tooLong ? 'error' : 'text.secondary'}
          sx={{ display: { xs: tooLong ? 'block' : 'none', sm: 'block' } }}
        >
          {tooLong ? t('composer.tooLong', { max: MESSAGE_MAX }) : t('composer.hint')}
        </Typography>
        {length >= COUNTER_FROM && (
          <Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'} sx={{ ml: 'auto' }}>
            {t('composer.counter', { count: length, max: MESSAGE_MAX })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
