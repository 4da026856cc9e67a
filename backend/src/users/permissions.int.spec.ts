import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { registerUser } from '../accounts/register';
import { signInAll } from '../api/testing';
import { EVERYONE, permissionRoutes } from './permissionRoutes.testing';

let api: TestApi;
let accounts: Awaited<ReturnType<typeof signInAll<TestClient>>>;

beforeAll(async () => {
  api = await startTestApi();
  accounts = await signInAll(api, ['admin', 'moderator', 'advertiser', 'escort', 'client']);
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => accounts.as(username);

describe('permissions of docs/product.md §6 on every route', () => {
  const throwaway = new Map<string, string>();
  let depositRequest = '';

  beforeAll(async () => {
    for (const name of ['role-target', 'delete-target', 'merge-source', 'merge-target']) {
      const userId = randomUUID();
      await registerUser(
        api.deps,
        { userId, username: name, email: `${name}@example.org`, passwordHash: null, role: 'client', gender: 'man' },
        {
          actorId: userId,
          actorRole: 'client',
          impersonatorId: null,
          correlationId: name,
          causationId: null,
          reason: null,
          at: new Date().toISOString(),
        },
      );
      throwaway.set(name, userId);
    }
    const request = await as('advertiser').request<{ requestId: string }>('POST', '/api/credits/deposit-requests', {
      packId: 'pack-30',
      method: 'interac',
    });
    depositRequest = request.body.requestId;
  });

  const routes = permissionRoutes({
    target: () => accounts.idOf('client'),
    throwaway: (name) => throwaway.get(name)!,
    depositRequest: () => depositRequest,
    idOf: (username) => accounts.idOf(username),
  });

  for (const route of routes) {
    it(route.name, async () => {
      expect((await api.client().request(route.method, route.path(), route.body?.())).status).toBe(401);
      // Refusals first, so a one-shot action (delete, merge) is still possible for the allowed role.
      const ordered = [...EVERYONE].sort(
        (a, b) => Number(route.allowed.includes(a)) - Number(route.allowed.includes(b)),
      );
      for (const username of ordered) {
        const { status, body } = await as(username).request(route.method, route.path(), route.body?.());
        if (route.allowed.includes(username)) {
          expect(status, `${username}: ${JSON.stringify(body)}`).toBeOneOf([200, 201, 204]);
        } else expect({ username, status }).toEqual({ username, status: 403 });
      }
    });
  }

  it('hands every role exactly the permissions of the table', async () => {
    const expected: Record<string, string[]> = {
      admin: [
        'ACCESS_HQ',
        'CAMPAIGNS',
        'AVOID_BLOCK_MODAL',
        'PICTURE_REVIEW',
        'VIEW_FLAGS',
        'DUPLICATE_CHECKS',
        'VIEW_ALL_USERS',
      ],
      moderator: [
        'ACCESS_HQ',
        'AVOID_BLOCK_MODAL',
        'PICTURE_REVIEW',
        'VIEW_FLAGS',
        'DUPLICATE_CHECKS',
        'VIEW_ALL_USERS',
      ],
      advertiser: ['ACCESS_HQ', 'CAMPAIGNS'],
      escort: [],
      client: [],
    };
    for (const role of ROLES) {
      const me = await as(role).request<{ permissions: string[] }>('GET', '/api/user');
      expect(me.body.permissions).toEqual(expected[role]);
    }
  });
});
