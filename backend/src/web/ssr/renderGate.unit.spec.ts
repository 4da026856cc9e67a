import { describe, expect, it } from 'vitest';
import { clientOf, renderGate, type RenderBounds, type RenderSlot } from './renderGate';

const bounds = (clock: { now: number }, changes: Partial<RenderBounds> = {}): RenderBounds => ({
  atOnce: 4,
  perClientAtOnce: 2,
  perClientShare: 0.1,
  perClientBurstMs: 1_000,
  clients: 100,
  now: () => clock.now,
  ...changes,
});

const slot = (entered: RenderSlot | { refused: string }): RenderSlot => {
  if ('refused' in entered) throw new Error(`refused: ${entered.refused}`);
  return entered;
};

describe('the bounds of server renders', () => {
  it('lets a client run its share of renders at once, others theirs, and the process its total', () => {
    const clock = { now: 0 };
    const gate = renderGate(bounds(clock));
    const mine = [slot(gate.enter('203.0.113.1')), slot(gate.enter('203.0.113.1'))];
    expect(gate.enter('203.0.113.1')).toEqual({ refused: 'client' });
    const theirs = [slot(gate.enter('198.51.100.7')), slot(gate.enter('192.0.2.1'))];
    expect(gate.enter('192.0.2.2')).toEqual({ refused: 'busy' });
    mine[0]!.release();
    mine[0]!.release(); // twice is once
    expect(gate.running).toBe(3);
    slot(gate.enter('203.0.113.1')).release();
    for (const held of [mine[1]!, ...theirs]) held.release();
    expect(gate.running).toBe(0);
  });

  it('holds back-to-back renders of one client to its share of the time, paid back as time passes', () => {
    const clock = { now: 0 };
    const gate = renderGate(bounds(clock));
    // Renders of 100 ms back to back spend the one-second burst, plus the tenth paid back while they ran.
    let renders = 0;
    for (let entered = gate.enter('203.0.113.1'); !('refused' in entered); entered = gate.enter('203.0.113.1')) {
      renders += 1;
      clock.now += 100;
      entered.release();
    }
    expect(renders).toBe(12);
    expect(gate.enter('203.0.113.1')).toEqual({ refused: 'share' });
    expect('refused' in gate.enter('198.51.100.7')).toBe(false);
    // At a tenth of a second per second, 100 ms of renders come back after one second.
    clock.now += 1_000;
    const again = slot(gate.enter('203.0.113.1'));
    clock.now += 100;
    again.release();
    expect(gate.enter('203.0.113.1')).toEqual({ refused: 'share' });
  });

  it('bounds this machine itself only by the process-wide total, never by one client’s share', () => {
    const clock = { now: 0 };
    const gate = renderGate(bounds(clock));
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.1']) {
      const render = slot(gate.enter(local));
      clock.now += 2_000; // a long render each time: a remote client's share would be spent after the first
      render.release();
    }
    const four = [0, 1, 2, 3].map(() => slot(gate.enter('127.0.0.1')));
    expect(gate.enter('127.0.0.1')).toEqual({ refused: 'busy' });
    for (const render of four) render.release();
    expect(gate.clients).toBe(0);
  });

  it('remembers a bounded number of clients, forgetting the idle ones first', () => {
    const clock = { now: 0 };
    const gate = renderGate(bounds(clock, { clients: 3, atOnce: 10 }));
    const busy = slot(gate.enter('10.0.0.1'));
    for (let n = 2; n < 50; n += 1) slot(gate.enter(`10.0.0.${n}`)).release();
    expect(gate.clients).toBe(3);
    // The client whose render is under way was kept: its second slot is its last.
    slot(gate.enter('10.0.0.1'));
    expect(gate.enter('10.0.0.1')).toEqual({ refused: 'client' });
    busy.release();
  });

  it('counts an IPv6 subscriber’s /64 as one client, and an IPv4-mapped address as its IPv4', () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('203.0.113.9')).toBe('203.0.113.9');
  });
});
