import type { RouteObject } from 'react-router';
import { EditClientPage } from '../pages/client-form/edit-client-page';
import { NewClientPage } from '../pages/client-form/new-client-page';
import { DeleteClientPage } from '../pages/delete-client/delete-client-page';
import { ClientSettingsPage, MySettingsPage } from '../pages/settings/settings-pages';

/** Signed-in routes of the client and chart areas; each area adds its pages here. */
export const signedInRoutes: RouteObject[] = [
  { path: '/newclient.html', element: <NewClientPage /> },
  { path: '/editclient.html', element: <EditClientPage /> },
  { path: '/deleteclient.html', element: <DeleteClientPage /> },
  { path: '/caconfig.html', element: <MySettingsPage /> },
  { path: '/ccconfig.html', element: <ClientSettingsPage /> },
];
