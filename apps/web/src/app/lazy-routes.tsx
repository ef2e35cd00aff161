import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** What a route's `lazy` loader answers: its page component. */
type RouteModule = { Component?: ComponentType | null };

/**
 * The route table for `useRoutes`: each `lazy` route becomes a React.lazy element that loads its module when
 * the route is first drawn. Declarative routing instead of createBrowserRouter leaves the data router (about
 * 16 KB gz) out of the sign-in screen's script, while the areas keep declaring their routes with
 * `lazy` as before. Navigations run in transitions, so the last page stays up while the next one loads.
 */
export function toLazyElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map(toLazyElementRoute);
}

function toLazyElementRoute(route: RouteObject): RouteObject {
  const { lazy: load, children, ...rest } = route;
  const converted = { ...rest } as RouteObject;
  if (typeof load === 'function') {
    const Page = lazy(() =>
      (load() as Promise<RouteModule>).then((module) => ({ default: module.Component ?? NothingToDraw })),
    );
    converted.element = <Page />;
  }
  if (children) converted.children = toLazyElementRoutes(children);
  return converted;
}

function NothingToDraw() {
  return null;
}
