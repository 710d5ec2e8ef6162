import { describe, expect, it } from 'vitest';
import { ADMIN_MODULE, NOT_FOUND_MODULE, pageModuleFor } from './page-routes.ts';

describe('pageModuleFor', () => {
  it('matches paths as the client router does', () => {
    expect(pageModuleFor('/')).toBe('features/home/home-page.tsx');
    expect(pageModuleFor('/assessment/adhd')).toBe('features/assessment/assessment-page.tsx');
    expect(pageModuleFor('/Terms/')).toBe('features/legal/terms-page.tsx');
    expect(pageModuleFor('/payment')).toBe('features/checkout/payment-page.tsx');
  });

  it('sends anything else to the not-found page, and admin paths to the admin area', () => {
    expect(pageModuleFor('/assessment')).toBe(NOT_FOUND_MODULE);
    expect(pageModuleFor('/assessment/adhd/extra')).toBe(NOT_FOUND_MODULE);
    expect(pageModuleFor('/terms.html')).toBe(NOT_FOUND_MODULE);
    expect(pageModuleFor('/admin/orders')).toBe(ADMIN_MODULE);
  });
});
