import { CHAT_TIMESTAMP_GAP_MINUTES } from '@annuaire/shared';

/** What the thread rules read of a message. */
export interface TimedMessage {
  readonly sender: string;
  readonly timestamp: string;
}

const GAP_MS = CHAT_TIMESTAMP_GAP_MINUTES * 60_000;

/** docs/product.md §4: a message shows its time when it is the first, or more than 15 minutes after the previous one. */
export function showsTimestamp(message: TimedMessage, previous: TimedMessage | undefined): boolean {
  if (!previous) return true;
  return Date.parse(message.timestamp) - Date.parse(previous.timestamp) > GAP_MS;
}

/**
 * docs/product.md §4: a message ends its sender's block when the next one is from someone else or would show a
 * timestamp (a long pause splits one person's messages into two blocks).
 */
export function isLastInBlock(message: TimedMessage, next: TimedMessage | undefined): boolean {
  if (!next) return true;
  return next.sender !== message.sender || showsTimestamp(next, message);
}

/** A run of consecutive messages from one sender; `timestamp` is set when the block opens with a time. */
export interface MessageBlock<M extends TimedMessage> {
  readonly sender: string;
  readonly timestamp: string | null;
  readonly messages: readonly M[];
}

/**
 * The thread as the reader sees it: blocks in order. A timestamp always opens a block (a message that
 * shows one follows a block that ended), so each block carries at most one, above its first message.
 */
export function groupIntoBlocks<M extends TimedMessage>(messages: readonly M[]): MessageBlock<M>[] {
  const blocks: MessageBlock<M>[] = [];
  let start = 0;
  messages.forEach((message, index) => {
    if (!isLastInBlock(message, messages[index + 1])) return;
    const first = messages[start]!;
    blocks.push({
      sender: message.sender,
      timestamp: showsTimestamp(first, messages[start - 1]) ? first.timestamp : null,
      messages: messages.slice(start, index + 1),
    });
    start = index + 1;
  });
  return blocks;
}

/** Calendar facts in the reader's time zone: same day as now, and same year as now. */
function calendarOf(date: Date, now: Date, timeZone: string | undefined): { today: boolean; thisYear: boolean } {
  const parts = (value: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
  const [day, current] = [parts(date), parts(now)];
  return { today: day === current, thisYear: day.slice(0, 4) === current.slice(0, 4) };
}

/** The Intl locale of a site language: Canadian French and English. */
export const intlLocale = (language: string) => (language === 'fr' ? 'fr-CA' : 'en-CA');

const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/**
 * docs/product.md §4: the time only for today's messages, else the date and the time, in the reader's language and
 * time zone (the year only when it is not this year's).
 */
export function formatChatTimestamp(iso: string, now: Date, language: string, timeZone?: string): string {
  const date = new Date(iso);
  const { today, thisYear } = calendarOf(date, now, timeZone);
  const format = today
    ? { ...TIME, timeZone }
    : ({ ...TIME, day: 'numeric', month: 'short', year: thisYear ? undefined : 'numeric', timeZone } as const);
  return new Intl.DateTimeFormat(intlLocale(language), format).format(date);
}

/** A list row's date: the time today, else the day (with the year when it is not this year's). */
export function formatListDate(iso: string, now: Date, language: string, timeZone?: string): string {
  const date = new Date(iso);
  const { today, thisYear } = calendarOf(date, now, timeZone);
  const format = today
    ? { ...TIME, timeZone }
    : ({ day: 'numeric', month: 'short', year: thisYear ? undefined : 'numeric', timeZone } as const);
  return new Intl.DateTimeFormat(intlLocale(language), format).format(date);
}
