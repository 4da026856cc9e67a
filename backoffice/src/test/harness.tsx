import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import type { Role } from '@annuaire/shared';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeAuth } from './fakes';

export type FakeApi = DataProvider & { command: ReturnType<typeof vi.fn> };

/**
 * A data provider answering empty lists unless told otherwise; `command` records the staff calls. The
 * overrides are plain mocks: react-admin's generic method types are not worth restating in tests.
 */
export function fakeApi(overrides: Partial<Record<keyof FakeApi, unknown>> = {}): FakeApi {
  const empty = async () => ({ data: [], total: 0 });
  return {
    getList: vi.fn(empty),
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id } })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(empty),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'new', ...data } })),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: object }) => ({
      data: { id, ...data },
    })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id } })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    command: vi.fn(async () => ({ data: null, status: 200 })),
    ...overrides,
  } as unknown as FakeApi;
}

/** Renders a resource's component inside react-admin, for a role, on a resource. */
export function renderTool(
  ui: ReactNode,
  {
    api = fakeApi(),
    role = 'admin',
    resource,
    locale = 'en',
  }: { api?: FakeApi; role?: Role; resource: string; locale?: 'fr' | 'en' },
) {
  return render(
    <AdminContext dataProvider={api} authProvider={fakeAuth(role)} i18nProvider={createI18nProvider(locale)}>
      <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}
