// The types of ensure-built.mjs, for its spec (frontend/src/test/ensure-built.spec.ts).
export interface App {
  label: string;
  workspace: string;
  dir: string;
  alsoBuilt?: string[];
  sources: string[];
}

export const APPS: App[];
export const STAMP_FILE: string;
export function stampOf(root: string, app: App, website: string): string;
export function isBuilt(root: string, app: App, website: string): boolean;
export function ensureBuilt(options: {
  root: string;
  website: string;
  force?: boolean;
  build?: (root: string, app: App, website: string) => number;
  log?: (message: string) => void;
}): { built: string[]; status: number };
