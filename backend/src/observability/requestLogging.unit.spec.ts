import { request } from 'node:http';
import { Readable } from 'node:stream';
import Koa from 'koa';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from './logger';
import { logAppErrors } from './requestLogging';
import { captureLines, listen } from './testing';

/**
 * A visitor who closes the tab while an answer is still being sent is routine: an operator must not read it
 * as an error of ours. A real failure while answering stays an error.
 */
const captured = captureLines();
let served: { base: string; close(): Promise<void> };

beforeAll(async () => {
  const app = new Koa();
  logAppErrors(app, createLogger({ level: 'info', destination: captured.stream }));
  app.use((ctx) => {
    if (ctx.path === '/broken') throw new Error('the page could not be built');
    // A long answer sent slowly, as a big page or picture reaches a slow phone.
    let sent = 0;
    ctx.body = new Readable({
      read() {
        sent += 1;
        setTimeout(() => this.push(sent > 200 ? null : Buffer.alloc(64 * 1024, 'x')), 5);
      },
    });
  });
  served = await listen(app);
});
afterAll(() => served?.close());

const waitFor = async (found: () => boolean) => {
  for (let tries = 0; tries < 200 && !found(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
};

it('logs a client that left mid-answer at info, not as a failed request', async () => {
  await new Promise<void>((resolve, reject) => {
    const call = request(`${served.base}/slow`, (response) => {
      response.once('data', () => {
        call.destroy();
        resolve();
      });
    });
    call.on('error', () => undefined);
    call.on('close', () => resolve());
    call.end();
    setTimeout(() => reject(new Error('no answer began')), 5_000);
  });
  await waitFor(() => captured.lines.some((line) => line.msg !== undefined));
  const lines = captured.lines.splice(0);
  expect(lines.some((line) => line.msg === 'request failed')).toBe(false);
  const left = lines.filter((line) => line.msg === 'client closed the connection before the answer was sent');
  expect(left.length).toBeGreaterThanOrEqual(1);
  expect(left.every((line) => line.level === 30)).toBe(true);
});

it('still logs a real failure as an error', async () => {
  const response = await fetch(`${served.base}/broken`);
  expect(response.status).toBe(500);
  await waitFor(() => captured.lines.some((line) => line.msg === 'request failed'));
  expect(captured.lines.find((line) => line.msg === 'request failed')).toMatchObject({ level: 50 });
});
