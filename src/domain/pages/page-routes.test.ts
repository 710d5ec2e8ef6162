import { describe, expect, it } from 'vitest';
import {
  ADMIN_MODULE,
  assessmentQuestionPath,
  NOT_FOUND_MODULE,
  PAGE_ROUTES,
  parseQuestionNumber,
} from './page-routes.ts';
import { matchRoute, pageModuleFor } from './route-match.ts';
import { SERVED_PATHS } from './route-serving.ts';

describe('pageModuleFor', () => {
  it('matches paths as the client router does', () => {
    expect(pageModuleFor('/')).toBe('features/home/home-page.tsx');
    expect(pageModuleFor('/assessment/adhd')).toBe('features/assessments/assessment-page.tsx');
    expect(pageModuleFor('/Terms/')).toBe('features/legal/terms-page.tsx');
    expect(pageModuleFor('/payment')).toBe('features/checkout/payment-page.tsx');
  });

  it('sends anything else to the not-found page, and admin paths to the admin area', () => {
    expect(pageModuleFor('/assessment')).toBe(NOT_FOUND_MODULE);
    expect(pageModuleFor('/assessment/adhd/4/extra')).toBe(NOT_FOUND_MODULE);
    expect(pageModuleFor('/terms.html')).toBe(NOT_FOUND_MODULE);
    expect(pageModuleFor('/admin/orders')).toBe(ADMIN_MODULE);
  });
});

describe('question addresses', () => {
  it('gives question 1 the start page and every other question its own address', () => {
    expect(assessmentQuestionPath('asd', 1)).toBe('/assessment/asd');
    expect(assessmentQuestionPath('asd', 4)).toBe('/assessment/asd/4');
    expect(pageModuleFor('/assessment/asd/4')).toBe('features/assessments/assessment-page.tsx');
  });

  it('serves the start page and the questions from one route, as the client router does', () => {
    const start = matchRoute('/assessment/asd');
    const fourth = matchRoute('/assessment/asd/4/');
    expect(start?.route).toBe(fourth?.route);
    expect(start?.params).toEqual({ type: 'asd' });
    expect(fourth?.params).toEqual({ type: 'asd', question: '4' });
  });

  it('reads only a whole number from 1, written without zeros in front', () => {
    expect(parseQuestionNumber('4')).toBe(4);
    expect(parseQuestionNumber('30')).toBe(30);
    for (const segment of ['0', '04', '-1', '2.5', 'two', '', undefined]) {
      expect(parseQuestionNumber(segment)).toBeNull();
    }
  });
});

describe('how each route is served', () => {
  it('is written for paths of the route table only: a renamed path would silently lose its prerender', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(SERVED_PATHS.filter((path) => !paths.includes(path))).toEqual([]);
  });
});
