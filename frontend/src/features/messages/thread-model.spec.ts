import { describe, expect, it } from 'vitest';
import {
  formatChatTimestamp,
  formatListDate,
  groupIntoBlocks,
  isLastInBlock,
  showsTimestamp,
  type TimedMessage,
} from './thread-model';

const ME = 'me';
const THEM = 'them';
const at = (sender: string, time: string): TimedMessage => ({ sender, timestamp: `2026-03-10T${time}:00.000Z` });
const TORONTO = 'America/Toronto';

describe('the 15-minute timestamp rule', () => {
  it('shows the time of the first message', () => {
    expect(showsTimestamp(at(ME, '14:00'), undefined)).toBe(true);
  });

  it('shows it only when more than 15 minutes passed since the previous message', () => {
    expect(showsTimestamp(at(ME, '14:15'), at(THEM, '14:00'))).toBe(false);
    expect(showsTimestamp({ sender: ME, timestamp: '2026-03-10T14:15:01.000Z' }, at(THEM, '14:00'))).toBe(true);
    expect(showsTimestamp(at(ME, '15:00'), at(ME, '14:00'))).toBe(true);
  });
});

describe('sender blocks', () => {
  it('ends a block when the sender changes or the next message would show a time', () => {
    expect(isLastInBlock(at(ME, '14:00'), at(ME, '14:05'))).toBe(false);
    expect(isLastInBlock(at(ME, '14:00'), at(THEM, '14:05'))).toBe(true);
    expect(isLastInBlock(at(ME, '14:00'), at(ME, '14:30'))).toBe(true);
    expect(isLastInBlock(at(ME, '14:00'), undefined)).toBe(true);
  });

  it('groups a thread into blocks, each opening with its timestamp when it shows one', () => {
    const thread = [
      at(THEM, '14:00'),
      at(THEM, '14:05'),
      at(ME, '14:06'),
      at(ME, '14:30'), // 24 minutes later: a new block with a time, same sender
      at(ME, '14:31'),
      at(THEM, '14:32'),
    ];
    expect(
      groupIntoBlocks(thread).map((block) => ({
        sender: block.sender,
        timestamp: block.timestamp?.slice(11, 16) ?? null,
        size: block.messages.length,
      })),
    ).toEqual([
      { sender: THEM, timestamp: '14:00', size: 2 },
      { sender: ME, timestamp: null, size: 1 },
      { sender: ME, timestamp: '14:30', size: 2 },
      { sender: THEM, timestamp: null, size: 1 },
    ]);
  });

  it('has no block for an empty thread', () => {
    expect(groupIntoBlocks([])).toEqual([]);
  });
});

describe('timestamps in the reader’s language', () => {
  const now = new Date('2026-03-10T20:00:00.000Z'); // 16:00 in Toronto

  it('shows the time only for today', () => {
    expect(formatChatTimestamp('2026-03-10T19:05:00.000Z', now, 'fr', TORONTO)).toBe('15 h 05');
    expect(formatChatTimestamp('2026-03-10T19:05:00.000Z', now, 'en', TORONTO)).toBe('3:05 p.m.');
  });

  it('shows the date and the time on other days, the year only when it is not this year', () => {
    expect(formatChatTimestamp('2026-03-09T19:05:00.000Z', now, 'fr', TORONTO)).toBe('9 mars, 15 h 05');
    expect(formatChatTimestamp('2026-03-09T19:05:00.000Z', now, 'en', TORONTO)).toBe('Mar 9, 3:05 p.m.');
    expect(formatChatTimestamp('2025-12-24T19:05:00.000Z', now, 'en', TORONTO)).toBe('Dec 24, 2025, 2:05 p.m.');
  });

  it('decides “today” in the reader’s time zone, not in UTC', () => {
    // 02:00 UTC on the 11th is still the evening of the 10th in Toronto.
    const evening = new Date('2026-03-11T02:00:00.000Z');
    expect(formatChatTimestamp('2026-03-10T23:30:00.000Z', evening, 'en', TORONTO)).toBe('7:30 p.m.');
  });

  it('dates list rows by time today and by day before', () => {
    expect(formatListDate('2026-03-10T19:05:00.000Z', now, 'en', TORONTO)).toBe('3:05 p.m.');
    expect(formatListDate('2026-03-02T19:05:00.000Z', now, 'fr', TORONTO)).toBe('2 mars');
  });
});
