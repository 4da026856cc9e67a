import type { AuthProvider, DataProvider } from 'react-admin';
import { permissionsOf, type Role } from '@annuaire/shared';
import type { StaffDataProvider } from '../common/dataProvider';

/** A session of the given role (null: logged out), answering like common/authProvider.ts. */
export function fakeAuth(role: Role | null, username = role ?? 'nobody'): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => false,
    checkAuth: async () => {
      if (!role) throw { redirectTo: false, message: false };
    },
    checkError: async () => undefined,
    getIdentity: async () => ({ id: `${username}-id`, fullName: username }),
    getPermissions: async () => (role ? { role, permissions: permissionsOf(role) } : null),
  };
}

/** Empty lists and empty documents: enough for every page to render without a server. */
export function fakeData(overrides: Partial<StaffDataProvider> = {}): StaffDataProvider {
  const empty = {
    points: [],
    totals: { signUps: 0, creditsSold: 0 },
    activeProfiles: 0,
    vipCount: 0,
    projections: [],
  };
  const base: StaffDataProvider = {
    getList: async () => ({ data: [], total: 0 }),
    getOne: async (_resource, params) => ({ data: { id: params.id, ...empty } }) as never,
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    update: async (_resource, params) => ({ data: params.data }) as never,
    updateMany: async () => ({ data: [] }),
    create: async (_resource, params) => ({ data: { id: 'new', ...params.data } }) as never,
    delete: async (_resource, params) => ({ data: params.previousData }) as never,
    deleteMany: async () => ({ data: [] }),
    command: async () => ({ data: null as never, status: 204 }),
  };
  return { ...base, ...overrides } as StaffDataProvider & DataProvider;
}
