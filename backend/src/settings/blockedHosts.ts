import { findBlockedHost } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { currentSettings } from './current';

/**
 * docs/product.md §9 blocked hostnames: refuses (400 `blocked_hostname`, naming the host) a member's text that
 * links to a competitor on the staff's list. `fields` maps each field's path to its text.
 */
export async function refuseBlockedHosts(
  deps: Pick<ApiDependencies, 'db' | 'config'>,
  fields: Readonly<Record<string, string | null | undefined>>,
): Promise<void> {
  const texts = Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (texts.length === 0) return;
  const { blockedHostnames } = await currentSettings(deps);
  for (const [path, text] of texts) {
    const host = findBlockedHost(text, blockedHostnames);
    if (host) {
      throw new HttpError(400, 'blocked_hostname', `Links to ${host} are not allowed`, [
        { path, message: `links to ${host}`, code: 'blocked_hostname', params: { host } },
      ]);
    }
  }
}
