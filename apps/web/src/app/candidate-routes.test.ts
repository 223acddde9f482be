// @vitest-environment node
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './router';
import { AUTH_ROUTES, MAIN_ROUTES } from './routes';
import { candidateRoutes } from './use-page-info';

/** Each route's path with sample values for its parameters (an optional one left out too). */
const samples = [
  ...new Set(
    [...MAIN_ROUTES, ...AUTH_ROUTES].flatMap(({ path }) => [
      `${path.replace(/:(\w+)\?/g, 'section').replace(/:(\w+)/g, '42')}/`,
      path.replace(/\/:\w+\?/g, ''),
    ]),
  ),
];

const odd = [
  '/',
  '',
  '/en',
  '/cn/',
  '/EN/DAO/',
  '/Cyberboard-R4/',
  '/en/no-such-page/',
  '/cyberboard-r4-021c/',
  '/en/unknown-021c/',
  '/en/dao/12/extra/',
  '/cyberblade',
  '/cyberblade/manual/more',
  '/en/cn/dao/',
  '/en//dao/',
  '/am-hatsu/number/',
  '/staff/',
  '/staff/users/',
  '/users/',
  '/%63yberboard-r4/',
];

const shape = (tree: RouteObject[], pathname: string) =>
  (matchRoutes(tree, pathname) ?? []).map(({ route, params, pathname: matched }) => ({
    leaf: route.handle ?? route.path ?? route.index,
    element: route.element ?? route.Component,
    params,
    matched,
  }));

describe('candidateRoutes (the routes a path may match)', () => {
  const routes = buildRoutes('en');
  const pathnames = [...odd, ...samples.flatMap((path) => [`/${path}`, `/en/${path}`, `/cn/${path}`])];

  it.each(pathnames)('%s matches as in the whole route list', (pathname) => {
    expect(shape(candidateRoutes(routes, pathname), pathname)).toEqual(shape(routes, pathname));
  });

  it('keeps a few routes of a landing page, the same objects each time', () => {
    const routes2 = candidateRoutes(routes, '/en/cyberboard-r4/');
    expect(candidateRoutes(routes, '/en/cyberboard-r4/')).toBe(routes2);
    const leaves = (tree: RouteObject[]): number =>
      tree.reduce((n, route) => n + (route.children ? leaves(route.children) : 1), 0);
    expect(leaves(routes2)).toBeLessThan(10);
    expect(leaves(routes)).toBeGreaterThan(300);
  });
});
