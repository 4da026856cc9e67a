import { describe, expect, it } from 'vitest';
import { stopInOrder } from './bounded-stop';

describe('stopping the product', () => {
  it('moves past a part that never stops, names it, and still stops the parts after it', async () => {
    const lines: string[] = [];
    const stopped: string[] = [];
    await stopInOrder(
      [
        ['API', async () => void stopped.push('API')],
        ['live', () => new Promise(() => undefined)],
        ['workers', async () => Promise.reject(new Error('connection terminated'))],
        ['database', async () => void stopped.push('database')],
      ],
      (line) => lines.push(line),
      50,
    );
    expect(stopped).toEqual(['API', 'database']);
    expect(lines).toEqual([
      'live: still stopping after 0.05 s; moving on',
      'workers: connection terminated while stopping',
    ]);
  });
});
