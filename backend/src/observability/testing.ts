import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { answerClientErrors } from '../api/boundary/clientErrors';

/** Test support only: an app listening on a free port, as `npm start` serves it. */
export async function listen(app: Koa): Promise<{ base: string; close(): Promise<void> }> {
  const server = answerClientErrors(createServer(app.callback()));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    base: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Test support only: the JSON lines a logger wrote, parsed, as a log collector would read them. */
export function captureLines(): {
  stream: { write(line: string): void };
  lines: Array<Record<string, unknown>>;
  raw: string[];
} {
  const raw: string[] = [];
  const lines: Array<Record<string, unknown>> = [];
  return {
    stream: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    lines,
    raw,
  };
}

export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\["\\\\n])*"`;
// Prometheus parses values with Go's ParseFloat, which takes NaN and Inf in any case (prom-client writes `Nan`).
const VALUE = '(?:[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[Nn][Aa][Nn]|[+-]?[Ii][Nn][Ff])';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (${VALUE})(?: -?\\d+)?$`);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', '_created'];

/**
 * Test support only: the samples of a Prometheus text exposition (format 0.0.4), after checking that
 * every line is a HELP, a TYPE or a sample of a declared family. Throws on the first line that is not.
 */
export function parseExposition(text: string): Sample[] {
  const families = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = TYPE.exec(line);
    if (type) {
      families.add(type[1]!);
      continue;
    }
    if (HELP.test(line)) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`Not Prometheus text: ${JSON.stringify(line)}`);
    const name = sample[1]!;
    const family = [name, ...SUFFIXES.filter((s) => name.endsWith(s)).map((s) => name.slice(0, -s.length))];
    if (!family.some((candidate) => families.has(candidate))) throw new Error(`Sample before its TYPE: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    }
    const raw = sample[3]!;
    samples.push({ name, labels, value: raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw) });
  }
  return samples;
}

/** The value of one sample, by name and labels (those given must match), or undefined when absent. */
export const sampleValue = (samples: readonly Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    ?.value;
