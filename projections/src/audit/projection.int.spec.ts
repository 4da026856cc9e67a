import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditsAdjusted, MessageSent, streams, UserApproved, ViewRecorded, ViewsSummarised } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { auditProjection } from './projection';
import { listAuditEvents } from './queries';
import type { AuditDatabase } from './table';

let rm: ReadModelSpec<AuditDatabase>;
beforeAll(async () => {
  rm = await openReadModel(auditProjection);
});
afterAll(async () => {
  await rm.close();
});

const timeline = async (subjectId: string) =>
  (await listAuditEvents(rm.db, { subjectId }, { offset: 0, limit: 50, descending: false })).events;

describe('audit read model', () => {
  it('keeps every event of every stream, with its subject, author and payload, in log order', async () => {
    const member = randomUUID();
    const batch = await rm.given([
      happened(UserApproved, streams.user(member), {}, { actorId: 'staff-1', actorRole: 'moderator' }),
      happened(
        CreditsAdjusted,
        streams.credits(member),
        { credits: 5 },
        { actorId: 'admin-1', actorRole: 'admin', impersonatorId: null, reason: 'goodwill', correlationId: 'c-1' },
      ),
    ]);
    const [approved, adjusted] = batch.events;
    expect(await timeline(member)).toEqual([
      expect.objectContaining({
        id: approved!.id,
        position: `${approved!.position.txn}:${approved!.position.pos}`,
        streamId: streams.user(member),
        streamPosition: 0,
        category: 'user',
        subjectId: member,
        type: 'UserApproved',
        actorId: 'staff-1',
        actorRole: 'moderator',
        data: {},
      }),
      expect.objectContaining({
        id: adjusted!.id,
        category: 'credits',
        subjectId: member,
        type: 'CreditsAdjusted',
        actorId: 'admin-1',
        reason: 'goodwill',
        correlationId: 'c-1',
        at: adjusted!.metadata.at,
        data: { credits: 5 },
      }),
    ]);
  });

  it('leaves raw views out, as they are purged after the retention window, but keeps their summaries', async () => {
    const member = randomUUID();
    await rm.given([
      happened(ViewRecorded, streams.views(member), { name: 'user_view', vip: false, viewerId: randomUUID() }),
      happened(ViewsSummarised, streams.viewStats(member), { day: '2026-02-01', counts: { user_view: 1 } }),
    ]);
    expect((await timeline(member)).map((event) => [event.category, event.type])).toEqual([
      ['viewStats', 'ViewsSummarised'],
    ]);
  });

  it('keeps no message body: the timeline says a message was sent and how long it was, not what it said', async () => {
    const conversation = randomUUID();
    const body = 'meet me at 9, my number is 514 555 0199';
    await rm.given([
      happened(MessageSent, streams.conversation(conversation), { messageId: 'm-1', senderId: 'u-1', body }),
    ]);
    const [sent] = await timeline(conversation);
    expect(sent!.data).toEqual({ messageId: 'm-1', senderId: 'u-1', bodyLength: body.length, withheld: ['body'] });
    expect(JSON.stringify(await rm.allRows())).not.toContain('514 555 0199');
  });

  it('applying the same batch twice changes nothing', async () => {
    const member = randomUUID();
    const batch = await rm.given([
      happened(UserApproved, streams.user(member), {}),
      happened(CreditsAdjusted, streams.credits(member), { credits: -1 }, { reason: 'test' }),
    ]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
