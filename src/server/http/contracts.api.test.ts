import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import * as admin from '../../domain/admin-auth/contracts.ts';
import * as adminTwoStep from '../../domain/admin-auth/two-step/contracts.ts';
import * as adminDashboard from '../../domain/admin-dashboard/contracts.ts';
import * as adminOrders from '../../domain/admin-orders/contracts.ts';
import * as analytics from '../../domain/analytics/contracts.ts';
import type { Contract } from '../../domain/api/contract.ts';
import * as assessments from '../../domain/assessments/contracts.ts';
import * as checkout from '../../domain/checkout/contracts.ts';
import * as comparison from '../../domain/comparison/contracts.ts';
import * as emailSuppression from '../../domain/do-not-invite/contracts.ts';
import * as emailAdmin from '../../domain/email/contracts.ts';
import * as health from '../../domain/health/contracts.ts';
import * as keys from '../../domain/keys/contracts.ts';
import * as metrics from '../../domain/metrics/contracts.ts';
import * as referrals from '../../domain/referrals/contracts.ts';
import * as security from '../../domain/security/contracts.ts';
import * as sharePreview from '../../domain/share-preview/contracts.ts';
import * as privacyAdmin from '../../domain/your-data/admin-contracts.ts';
import * as privacy from '../../domain/your-data/contracts.ts';
import { contractOf } from './contract-route.ts';

const CONTRACTS: Contract[] = [
  admin,
  adminDashboard,
  adminOrders,
  adminTwoStep,
  analytics,
  assessments,
  checkout,
  comparison,
  emailAdmin,
  emailSuppression,
  health,
  keys,
  metrics,
  privacy,
  privacyAdmin,
  referrals,
  security,
  sharePreview,
].flatMap((module) => Object.values(module) as Contract[]);

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

  it('declare every route', () => {
    const missing = registered
      .filter((route) => route.contract === undefined)
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('name no path twice for one method', () => {
    const keys = CONTRACTS.map((contract) => `${contract.method} ${contract.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
