import { PAGE_ROUTES } from '@arks/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

/** Every address the router draws a page for, as `/path` (the index route is `/`). */
function pagePaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    if (route.index) return [base || '/'];
    if (route.path === '*') return [];
    const here = route.path ? `${base}/${route.path}` : base;
    return route.children ? pagePaths(route.children, here) : [here];
  });
}

describe('routes', () => {
  it("spec §2 'Unknown pages show a Page Not Found error page': the router draws exactly the pages the server knows", () => {
    const paths = pagePaths(createRoutes(new QueryClient()));
    expect([...paths].sort()).toEqual([...PAGE_ROUTES].sort());
  });
});
