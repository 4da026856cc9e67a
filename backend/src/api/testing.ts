/** Test support only: what a spec needs of a test client (test/api.ts `TestClient`) to read a list. */
interface Requester {
  request<T = unknown>(method: string, path: string): Promise<{ status: number; body: T; headers: Headers }>;
}

/** One page of a backoffice resource (`GET /api/admin/<resource>`), as react-admin asks for it. */
export const adminList = <T>(client: Requester, resource: string, filter: object = {}, range = [0, 24]) =>
  client.request<T[]>(
    'GET',
    `/api/admin/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify(range) })}`,
  );

/**
 * Demo accounts signed in once for a spec: `as('admin')` is that account's client, `idOf('client')` its
 * user id (from `GET /api/user`).
 */
export async function signInAll<C extends Requester>(
  api: { as(username: string): Promise<C> },
  usernames: readonly string[],
): Promise<{ as: (username: string) => C; idOf: (username: string) => string }> {
  const clients = new Map<string, C>();
  const ids = new Map<string, string>();
  for (const username of usernames) {
    const client = await api.as(username);
    clients.set(username, client);
    ids.set(username, (await client.request<{ _id: string }>('GET', '/api/user')).body._id);
  }
  return { as: (username) => clients.get(username)!, idOf: (username) => ids.get(username)! };
}
