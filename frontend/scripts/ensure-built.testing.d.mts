// The types of ensure-built.testing.mjs.
export interface TemporaryCheckout {
  root: string;
  write(relative: string, content: string): void;
  read(relative: string): string;
  exists(relative: string): boolean;
  remove(relative: string): void;
  dispose(): void;
}

export function temporaryCheckout(files: Record<string, string>): TemporaryCheckout;
