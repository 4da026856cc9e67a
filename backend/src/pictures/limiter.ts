/** How a task waits for its slot: whose work it is, and the signal that takes it out of the queue. */
export interface SlotOptions {
  /**
   * Whose work this is (a member's id): waiting owners take turns. Without one, the limiter's `ownerOf`
   * answers, else the task shares the anonymous lane.
   */
  readonly owner?: string;
  /** A task still waiting when this aborts is never started: its promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/**
 * Runs at most a fixed number of tasks at once. The others wait in one queue per owner, and a freed slot
 * goes to the waiting owner served longest ago (one never served first, then in arrival order), each
 * owner's tasks in its own arrival order: one member's burst cannot hold everyone else behind it.
 */
export interface ConcurrencyLimiter {
  /** Runs `task` once a slot is free and its owner's turn has come, and settles as it does. */
  run<T>(task: () => Promise<T>, options?: SlotOptions): Promise<T>;
  /** Tasks running now, and tasks waiting for a slot (for tests and monitoring). */
  readonly running: number;
  readonly waiting: number;
}

interface Lane {
  /** A Set keeps arrival order, and lets an aborted task leave from the middle of the queue. */
  readonly queue: Set<() => void>;
  /** When the owner last started a task (a running count of starts), -1 never. */
  lastTurn: number;
  /** Tasks of the owner running now: the lane is forgotten once it has neither these nor waiting ones. */
  running: number;
  /** Arrival order of the lane, the tie-break between owners never served. */
  readonly arrival: number;
}

export function concurrencyLimiter(
  max: number,
  options: { ownerOf?: () => string | undefined } = {},
): ConcurrencyLimiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`A limiter needs at least one slot, not ${max}`);
  let running = 0;
  let waiting = 0;
  let turns = 0;
  let arrivals = 0;
  const lanes = new Map<string, Lane>();

  const laneOf = (owner: string) => {
    let lane = lanes.get(owner);
    if (!lane) {
      lane = { queue: new Set(), lastTurn: -1, running: 0, arrival: arrivals++ };
      lanes.set(owner, lane);
    }
    return lane;
  };
  const forgetIdle = (owner: string, lane: Lane) => {
    if (lane.running === 0 && lane.queue.size === 0) lanes.delete(owner);
  };

  /** The owner whose turn it is: the one with waiting tasks served longest ago. */
  const nextLane = () => {
    let best: Lane | null = null;
    for (const lane of lanes.values()) {
      if (lane.queue.size === 0) continue;
      if (!best || lane.lastTurn < best.lastTurn || (lane.lastTurn === best.lastTurn && lane.arrival < best.arrival)) {
        best = lane;
      }
    }
    return best;
  };

  const startNext = () => {
    if (running >= max) return;
    const lane = nextLane();
    if (!lane) return;
    const [start] = lane.queue;
    lane.queue.delete(start!);
    waiting--;
    lane.lastTurn = turns++;
    start!();
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
    run<T>(task: () => Promise<T>, slot: SlotOptions = {}): Promise<T> {
      const { signal } = slot;
      const owner = slot.owner ?? options.ownerOf?.() ?? '';
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const lane = laneOf(owner);
        const onAbort = () => {
          if (lane.queue.delete(start)) waiting--;
          forgetIdle(owner, lane);
          reject(signal!.reason);
        };
        function start() {
          signal?.removeEventListener('abort', onAbort);
          running++;
          lane.running++;
          // A task that throws synchronously or rejects frees its slot all the same.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running--;
              lane.running--;
              forgetIdle(owner, lane);
              startNext();
            });
        }
        signal?.addEventListener('abort', onAbort, { once: true });
        lane.queue.add(start);
        waiting++;
        startNext();
      });
    },
  };
}
