import type { RouteObject } from 'react-router';

/** Signed-in routes of the client and chart areas; each area adds its pages here. */
export const signedInRoutes: RouteObject[] = [];
