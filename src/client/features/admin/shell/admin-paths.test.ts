import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, isAdminPath } from '../../../../domain/pages/page-routes.ts';
import { ADMIN_NAV } from './admin-layout.tsx';

describe('isAdminPath', () => {
  it('sends the admin paths, and anything under /admin/, to the admin area', () => {
    for (const path of ADMIN_PATHS) expect(isAdminPath(path)).toBe(true);
    expect(isAdminPath('/health-monitor/')).toBe(true);
    expect(isAdminPath('/admin/anything')).toBe(true);
  });

  it('leaves every public path to the public shell', () => {
    for (const path of [
      '/',
      '/results',
      '/payment',
      '/payment-success',
      '/admin',
      '/administrator',
      '/health',
    ]) {
      expect(isAdminPath(path)).toBe(false);
    }
  });

  it('every sidebar link but Back to Site is an admin path', () => {
    for (const { href } of ADMIN_NAV.filter((item) => item.href !== '/'))
      expect(isAdminPath(href)).toBe(true);
  });
});
