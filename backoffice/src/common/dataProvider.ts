import simpleRestProvider from 'ra-data-simple-rest';
import type {
  CreateParams,
  DataProvider,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  UpdateParams,
} from 'react-admin';
import { withFieldErrors } from './fieldErrors';
import { httpClient } from './http';

/** The API prefix every backoffice resource lives under: resource `flags` is `/api/admin/flags`. */
export const ADMIN_API = '/api/admin';

/**
 * Pseudo-resources for what belongs to one user and is not under `/api/admin/<resource>`: read with
 * `useGetManyReference(USER_HISTORY, { target: 'userId', id })` or `useGetOne(USER_AS_OF, { id, meta })`.
 */
export const USER_HISTORY = 'user-history';
export const USER_LEDGER = 'user-ledger';
export const USER_AS_OF = 'user-as-of';

/**
 * Read-only API documents read with `useGetOne(name, { id })`, so they are cached and refreshed like any
 * record: the id is what the document depends on (a statistics range, a user id).
 */
const DOCUMENTS = {
  'site-figures': (range) => `/api/users/statistics?range=${encodeURIComponent(range)}`,
  'site-views': (range) => `/api/views?range=${encodeURIComponent(range)}`,
  'campaign-statistics': (range) => `${ADMIN_API}/campaigns/statistics?range=${encodeURIComponent(range)}`,
  health: () => '/api/health',
  'user-gallery': (userId) => `/api/users/${encodeURIComponent(userId)}/pictures`,
  'merge-preview': (pair) => {
    const [sourceUserId = '', targetUserId = ''] = pair.split(':');
    return `${ADMIN_API}/merge-preview?${new URLSearchParams({ sourceUserId, targetUserId })}`;
  },
} satisfies Record<string, (id: string) => string>;
export type ApiDocument = keyof typeof DOCUMENTS;

export interface CommandOptions {
  readonly method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | boolean>>;
}

/** react-admin's data provider plus the staff commands, which are explicit calls rather than CRUD. */
export interface StaffDataProvider extends DataProvider {
  /**
   * A staff command or any other call to the API (`/api/users/42/credits`): JSON in, JSON out (null for
   * 204). Failures throw react-admin's HttpError with a translated message key (common/http.ts).
   */
  command<T = unknown>(path: string, options?: CommandOptions): Promise<{ data: T; status: number }>;
}

const encode = (id: Identifier) => encodeURIComponent(String(id));

function withQuery(path: string, query: CommandOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${path}?${params}`;
}

/** The nested simple-rest lists of one user, which answer Content-Range like any other. */
function userList(
  http: typeof httpClient,
  params: GetManyReferenceParams,
  base: string,
  resource: string,
  sortField: string,
) {
  return simpleRestProvider(base, http).getList(resource, {
    pagination: params.pagination,
    sort: { field: sortField, order: params.sort?.order ?? 'DESC' },
    filter: params.filter,
    signal: params.signal,
  });
}

/** Builds the provider; tests pass their own `http` to see the requests. */
export function createDataProvider(http: typeof httpClient = httpClient): StaffDataProvider {
  const rest = simpleRestProvider(ADMIN_API, http);
  return {
    ...rest,
    // The show page reads the full staff record (`GET /api/users/{id}`, docs/api.md); `/api/admin/users/{id}`
    // answers the auditors' replay instead (USER_AS_OF).
    async getOne(resource: string, params: GetOneParams) {
      if (resource === 'users') {
        const { json } = await http(`/api/users/${encode(params.id)}`, { signal: params.signal });
        return { data: json };
      }
      if (resource === USER_AS_OF) {
        const asOf = (params.meta as { asOf?: string } | undefined)?.asOf;
        const path = withQuery(`${ADMIN_API}/users/${encode(params.id)}`, asOf ? { asOf } : undefined);
        const { json } = await http(path, { signal: params.signal });
        return { data: { ...json, id: params.id } };
      }
      const document = (DOCUMENTS as Record<string, ((id: string) => string) | undefined>)[resource];
      if (document) {
        const { json } = await http(document(String(params.id)), { signal: params.signal });
        return { data: { ...json, id: params.id } };
      }
      return rest.getOne(resource, params);
    },
    // Forms that ask for it (common/fieldErrors.ts) show the server's refusals under their fields.
    create: (resource: string, params: CreateParams) =>
      withFieldErrors(params.meta, () => rest.create(resource, params)),
    update: (resource: string, params: UpdateParams) =>
      withFieldErrors(params.meta, () => rest.update(resource, params)),
    getManyReference(resource: string, params: GetManyReferenceParams) {
      const id = encode(params.id);
      if (resource === USER_HISTORY) return userList(http, params, `${ADMIN_API}/users/${id}`, 'history', 'position');
      if (resource === USER_LEDGER) return userList(http, params, `/api/users/${id}`, 'transactions', 'at');
      return rest.getManyReference(resource, params);
    },
    async command<T>(path: string, options: CommandOptions = {}) {
      const { method = 'POST', body, query } = options;
      const response = await http(withQuery(path, query), {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { data: (response.json ?? null) as T, status: response.status };
    },
  } as StaffDataProvider;
}

export const dataProvider = createDataProvider();
