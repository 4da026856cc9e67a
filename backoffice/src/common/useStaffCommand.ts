import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { CommandOptions, StaffDataProvider } from './dataProvider';

export interface StaffCommandRequest extends CommandOptions {
  /** API path, e.g. `/api/users/42/credits`. */
  readonly path: string;
}

export interface StaffCommandMessages {
  /** Translation key of the success toast (docs/product.md §8: "{name} credits deposited"), with its arguments. */
  readonly success?: string;
  readonly successArgs?: Record<string, unknown>;
}

/**
 * Runs a staff command and says how it went: the success toast of docs/product.md §8, or the error's translated
 * message (common/http.ts); the page's data is refreshed after a success. Answers the server's body.
 */
export function useStaffCommand() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [loading, setLoading] = useState(false);

  async function run<T = unknown>(
    request: StaffCommandRequest,
    messages: StaffCommandMessages = {},
  ): Promise<{ ok: true; data: T } | { ok: false; error: unknown }> {
    setLoading(true);
    try {
      const { path, ...options } = request;
      const { data } = await dataProvider.command<T>(path, options);
      if (messages.success) notify(messages.success, { type: 'success', messageArgs: messages.successArgs });
      refresh();
      return { ok: true, data };
    } catch (error) {
      notify(error instanceof Error ? error.message : 'annuaire.errors.default', { type: 'error' });
      return { ok: false, error };
    } finally {
      setLoading(false);
    }
  }

  return { run, loading };
}
