// The service's page list (page-routes.ts: the contracts' PAGES and AREAS) is the front ends'
// routes, which are built from that list: this reads the shell's routes and, under each of its
// remote mounts, that remote's './routes', as the shell mounts them (shell features/remotes
// mounted-routes.tsx: an entry's children, then its not-found `*`). A page added to a front end
// without its line in the contracts' PAGES, or the other way round, fails here; so does an address
// the service would place otherwise than the front end's router does.
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes as shellRoutes } from '../../../../shell/src/app/routes.js';
import {
  GUARANTEES,
  guaranteeOf,
} from '../../../../shell/src/features/guarantees/components/guarantee-page.js';
import { routes as brugerRoutes } from '../../../../mfe-bruger/src/app/routes.js';
import { routes as firmaRoutes } from '../../../../mfe-firma/src/app/routes.js';
import { routes as adminRoutes } from '../../../../mfe-admin/src/app/routes.js';
import { GUARANTEE_PAGES, NOT_FOUND_AREAS, PAGE_ROUTES, pageRouteOf } from './page-routes.js';

const REMOTE_ROUTES: Record<string, RouteObject[]> = {
  mfe_bruger: brugerRoutes,
  mfe_firma: firmaRoutes,
  mfe_admin: adminRoutes,
};
const GUARANTEE_ROUTE = 'guarantees/:page';

const shellChildren = shellRoutes[0]?.children ?? [];

/** A shell route that mounts a remote: the remote's entry it shows (RemoteArea's `mount`). */
function mountedEntry(route: RouteObject): { mount: string; entry: RouteObject } | null {
  const remote = (route.handle as { remote?: string } | undefined)?.remote;
  if (!remote) return null;
  const mount = (route.element as ReactElement<{ mount: string }>).props.mount;
  const entry = REMOTE_ROUTES[remote]?.find((r) => r.path === mount);
  if (!entry) throw new Error(`${remote} has no entry '${mount}'`);
  return { mount, entry };
}

/** The full paths of a route's children under `base`, as React Router ranks them. */
function childPaths(route: RouteObject, base: string): string[] {
  return (route.children ?? []).flatMap((child) => {
    const path = child.index ? base : `${base}/${child.path ?? ''}`;
    return child.children ? [path, ...childPaths(child, path)] : [path];
  });
}

/** Every page and not-found area the front ends route, read from their routes. */
function frontEndRoutes(): { pages: string[]; areas: string[] } {
  const pages: string[] = [];
  const areas: string[] = [];
  for (const route of shellChildren) {
    const mounted = mountedEntry(route);
    if (route.index) pages.push('/');
    else if (route.path === '*') continue;
    else if (mounted?.entry.children) {
      pages.push(...childPaths(mounted.entry, `/${mounted.mount}`));
      areas.push(`/${mounted.mount}/*`);
    } else pages.push(`/${mounted?.mount ?? route.path}`);
  }
  return { pages, areas };
}

/** The page the front end shows at an address (its full route), or null for its not-found screen. */
function shownAt(url: string): string | null {
  const match = matchRoutes(shellRoutes, url)?.at(-1);
  if (!match || match.route.path === '*') return null;
  if (match.route.index) return '/';
  if (match.route.path === GUARANTEE_ROUTE)
    return guaranteeOf(match.params.page) ? `/${GUARANTEE_ROUTE}` : null;
  const mounted = mountedEntry(match.route);
  if (!mounted) return `/${match.route.path}`;
  if (!mounted.entry.children) return `/${mounted.mount}`;
  const area: RouteObject[] = [{ children: [...mounted.entry.children, { path: '*' }] }];
  const inside = matchRoutes(area, `/${match.params['*'] ?? ''}`)?.at(-1)?.route;
  if (!inside || inside.path === '*') return null;
  return inside.index ? `/${mounted.mount}` : `/${mounted.mount}/${inside.path}`;
}

const sorted = (list: readonly string[]) => [...list].sort();

describe('the page list', () => {
  it("names every page of the shell's and the remotes' routes, and no other", () => {
    const { pages, areas } = frontEndRoutes();
    expect(sorted(PAGE_ROUTES)).toEqual(sorted(pages));
    expect(sorted(NOT_FOUND_AREAS)).toEqual(sorted(areas));
    expect(GUARANTEE_PAGES).toEqual(GUARANTEES.map((name) => `${name}-full-text`));
  });

  it("places every address where the front end's router does: a page, or its not-found screen", () => {
    const samples = PAGE_ROUTES.flatMap((route) => {
      const url = route.replace(/:[\w-]+/g, (name) => `x-${name.length}`);
      return [url, `${url}/`, url.toUpperCase(), `${url === '/' ? '' : url}/findes-ikke`];
    });
    samples.push(
      ...GUARANTEE_PAGES.flatMap((name) => [`/guarantees/${name}`, `/guarantees/${name.toUpperCase()}`]),
      ...['/a/b/c', '/hjaelp', '/hjaelp/bruger', '/bruger//opgaver', '/firma/opgaver/x/y'],
    );
    for (const url of samples)
      expect({ url, page: pageRouteOf(url)?.route ?? null }).toEqual({ url, page: shownAt(url) });
  });

  it('reads the dynamic segments, decoded', () => {
    expect(pageRouteOf('/t%C3%B8mrer-jensen')).toEqual({
      route: '/:slug',
      params: { slug: 'tømrer-jensen' },
    });
    expect(pageRouteOf('/maler/husmaling/')).toEqual({
      route: '/:createjobUri/:slug',
      params: { createjobUri: 'maler', slug: 'husmaling' },
    });
    expect(pageRouteOf('/bruger/opgaver')).toEqual({ route: '/bruger/opgaver', params: {} });
  });
});
