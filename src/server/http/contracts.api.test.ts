import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../../tests/support/route-table.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import * as analytics from '../../domain/analytics-contracts.ts';
import type { Contract } from '../../domain/api/contract.ts';
import * as assessments from '../../domain/assessments/contracts.ts';
import * as checkout from '../../domain/checkout/contracts.ts';
import * as comparison from '../../domain/comparison/contracts.ts';
import * as privacy from '../../domain/privacy/contracts.ts';
import * as referrals from '../../domain/referrals-contracts.ts';
import * as security from '../../domain/security-contracts.ts';
import { contractOf } from './contract-route.ts';

const CONTRACTS: Contract[] = [
  analytics,
  assessments,
  checkout,
  comparison,
  privacy,
  referrals,
  security,
].flatMap((module) => Object.values(module) as Contract[]);

/**
 * Public calls still registered without a contract: the health probe for load balancers and the admin login and
 * logout, which move with the rest of the admin area's calls (issue 13 does them next). Every other public
 * call needs a contract.
 */
const PUBLIC_WITHOUT_CONTRACT = new Set(['GET /healthz', 'POST /admin-login', 'POST /admin-logout']);

type Registered = { method: string; path: string; contract: Contract | undefined };
const registered: Registered[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') registered.push({ method, path: route.url, contract: contractOf(route) });
      }
    },
  });
});
afterAll(() => t.close());

describe('API contracts', () => {
  it('are each registered exactly once, at their own method and path', () => {
    expect(CONTRACTS.length).toBeGreaterThan(30);
    for (const contract of CONTRACTS) {
      const routes = registered.filter((route) => route.contract === contract);
      expect(routes, `${contract.method} ${contract.path}`).toHaveLength(1);
      expect(routes[0]).toMatchObject({ method: contract.method, path: contract.path });
    }
  });

  it('declare every public call', () => {
    const missing = registered
      .map((route) => ({ ...route, key: `${route.method} ${route.path}` }))
      .filter((route) => PUBLIC_ROUTES.has(route.key) && !PUBLIC_WITHOUT_CONTRACT.has(route.key))
      .filter((route) => route.contract === undefined)
      .map((route) => route.key);
    expect(missing).toEqual([]);
  });

  it('name no path twice for one method', () => {
    const keys = CONTRACTS.map((contract) => `${contract.method} ${contract.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
