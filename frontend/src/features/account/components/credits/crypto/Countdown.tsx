import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "29:59", or "1:02:03" past an hour. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * Time left before the provider's invoice expires. A `timer` role is not announced as it ticks (its
 * live region is off): screen readers hear status changes only, from the status line.
 */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('account');
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;
  const over = left <= 0;
  // One interval until the end, not one per tick.
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [over]);
  return (
    <Typography
      role="timer"
      color={!over ? 'text.secondary' : 'warning.main'}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {!over ? t('crypto.timeLeft', { time: formatRemaining(left) }) : t('crypto.timeUp')}
    </Typography>
  );
}
