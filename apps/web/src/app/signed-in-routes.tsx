import type { RouteObject } from 'react-router';
import { EditClientPage } from '../pages/client-form/edit-client-page';
import { NewClientPage } from '../pages/client-form/new-client-page';
import { ClientDetailsPage } from '../pages/charts/client-details-page';
import { KpInterlinksPage, KpSystemPage } from '../pages/charts/kp-system-page';
import { RulingPlanetPage } from '../pages/charts/ruling-planet-page';
import { VedicAstrologyPage } from '../pages/charts/vedic-astrology-page';
import { DeleteClientPage } from '../pages/delete-client/delete-client-page';
import { ClientSettingsPage, MySettingsPage } from '../pages/settings/settings-pages';

/** Signed-in routes of the client and chart areas; each area adds its pages here. */
export const signedInRoutes: RouteObject[] = [
  { path: '/newclient.html', element: <NewClientPage /> },
  { path: '/editclient.html', element: <EditClientPage /> },
  { path: '/deleteclient.html', element: <DeleteClientPage /> },
  { path: '/caconfig.html', element: <MySettingsPage /> },
  { path: '/ccconfig.html', element: <ClientSettingsPage /> },
  { path: '/clientdetails.html', element: <ClientDetailsPage /> },
  // Routes match without regard to case, so this also serves the spec's other spelling /rulingPlanet.html.
  { path: '/rulingplanet.html', element: <RulingPlanetPage /> },
  { path: '/basicastro.html', element: <VedicAstrologyPage /> },
  { path: '/kpastro.html', element: <KpSystemPage /> },
  { path: '/kpinterlinks.html', element: <KpInterlinksPage /> },
];
