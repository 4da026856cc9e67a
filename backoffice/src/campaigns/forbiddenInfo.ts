import { useNotify } from 'react-admin';
import { errorBodyOf } from '../common/http';

/**
 * docs/product.md §6, §8: a 403 on a campaign block's edit or delete shows the server's message as information; any
 * other failure keeps react-admin's error toast (the translated message of common/http.ts).
 */
export function useForbiddenAsInfo() {
  const notify = useNotify();
  return (error: unknown) => {
    const body = errorBodyOf(error);
    const status = (error as { status?: number } | null)?.status;
    // The server's own words: `_` makes the translation fall back to them unchanged.
    if (status === 403 && body?.msg) notify(body.msg, { type: 'info', messageArgs: { _: body.msg } });
    else notify(error instanceof Error ? error.message : 'annuaire.errors.default', { type: 'error' });
  };
}
