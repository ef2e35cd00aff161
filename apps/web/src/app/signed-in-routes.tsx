import type { RouteObject } from 'react-router';
import { EditClientPage } from '../pages/edit-client/edit-client-page';
import { NewClientPage } from '../pages/add-client/new-client-page';
import { ClientDetailsPage } from '../pages/client-details/client-details-page';
import { DeleteClientPage } from '../pages/delete-client/delete-client-page';
import { EventsPage } from '../pages/events/events-page';
import { HoraryPage } from '../pages/horary/horary-page';
import { ImportExportPage } from '../pages/import-export/import-export-page';
import { KpInterlinksPage } from '../pages/kp-interlinks/kp-interlinks-page';
import { KpSystemPage } from '../pages/kp-system/kp-system-page';
import { OptionsPage } from '../pages/options/options-page';
import { OptionsTheoryPage } from '../pages/options-theory/options-theory-page';
import { RulingPlanetPage } from '../pages/ruling-planet/ruling-planet-page';
import { TimeCorrectionPage } from '../pages/time-correction/time-correction-page';
import { TransitChartPage } from '../pages/transit-chart/transit-chart-page';
import { ClientSettingsPage } from '../pages/client-settings/client-settings-page';
import { MySettingsPage } from '../pages/my-settings/my-settings-page';
import { VedicAstrologyPage } from '../pages/vedic-astrology/vedic-astrology-page';
import { PATHS } from '../paths';

/** Signed-in routes of the client and chart areas; each area adds its pages here. */
export const signedInRoutes: RouteObject[] = [
  { path: PATHS.addClient, element: <NewClientPage /> },
  { path: PATHS.editClient, element: <EditClientPage /> },
  { path: PATHS.deleteClient, element: <DeleteClientPage /> },
  { path: PATHS.mySettings, element: <MySettingsPage /> },
  { path: PATHS.clientSettings, element: <ClientSettingsPage /> },
  { path: PATHS.clientDetails, element: <ClientDetailsPage /> },
  // Routes match without regard to case, so this also serves the spec's other spelling /rulingPlanet.html.
  { path: PATHS.rulingPlanet, element: <RulingPlanetPage /> },
  { path: PATHS.vedicAstrology, element: <VedicAstrologyPage /> },
  { path: PATHS.kpSystem, element: <KpSystemPage /> },
  { path: PATHS.kpInterlinks, element: <KpInterlinksPage /> },
  { path: PATHS.options, element: <OptionsPage /> },
  { path: PATHS.optionsTheory, element: <OptionsTheoryPage /> },
  { path: PATHS.horary, element: <HoraryPage /> },
  { path: PATHS.advancedStellarSystem, element: <EventsPage /> },
  { path: PATHS.transitChart, element: <TransitChartPage /> },
  { path: PATHS.birthTimeCorrection, element: <TimeCorrectionPage /> },
  { path: PATHS.importExport, element: <ImportExportPage /> },
];
