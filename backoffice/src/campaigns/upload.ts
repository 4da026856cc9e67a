import { HttpError } from 'react-admin';
import { errorMessageKey } from '../common/http';

/**
 * Sends a picture as multipart `file` (the JSON client cannot): same-origin with the session cookie, and a
 * failure raised like every other call, with the server's `{msg, code}` kept in its body.
 */
export async function uploadBlockPicture(path: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = (body as { code?: string } | null)?.code;
    throw new HttpError(errorMessageKey(code), response.status, body);
  }
  return body;
}
