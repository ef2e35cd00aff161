import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

/**
 * Signed-in routes of the client and chart areas; each area adds its pages here. Every page is loaded on
 * demand: the sign-in screen carries none of the chart drawing or the Advanced Stellar System.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: PATHS.addClient,
    lazy: () => import('../pages/add-client/new-client-page').then((m) => ({ Component: m.NewClientPage })),
  },
  {
    path: PATHS.editClient,
    lazy: () =>
      import('../pages/edit-client/edit-client-page').then((m) => ({ Component: m.EditClientPage })),
  },
  {
    path: PATHS.deleteClient,
    lazy: () =>
      import('../pages/delete-client/delete-client-page').then((m) => ({ Component: m.DeleteClientPage })),
  },
  {
    path: PATHS.mySettings,
    lazy: () =>
      import('../pages/my-settings/my-settings-page').then((m) => ({ Component: m.MySettingsPage })),
  },
  {
    path: PATHS.clientSettings,
    lazy: () =>
      import('../pages/client-settings/client-settings-page').then((m) => ({
        Component: m.ClientSettingsPage,
      })),
  },
  {
    path: PATHS.clientDetails,
    lazy: () =>
      import('../pages/client-details/client-details-page').then((m) => ({ Component: m.ClientDetailsPage })),
  },
  // Routes match without regard to case, so this also serves the spec's other spelling /rulingPlanet.html.
  {
    path: PATHS.rulingPlanet,
    lazy: () =>
      import('../pages/ruling-planet/ruling-planet-page').then((m) => ({ Component: m.RulingPlanetPage })),
  },
  {
    path: PATHS.vedicAstrology,
    lazy: () =>
      import('../pages/vedic-astrology/vedic-astrology-page').then((m) => ({
        Component: m.VedicAstrologyPage,
      })),
  },
  {
    path: PATHS.kpSystem,
    lazy: () => import('../pages/kp-system/kp-system-page').then((m) => ({ Component: m.KpSystemPage })),
  },
  {
    path: PATHS.kpInterlinks,
    lazy: () =>
      import('../pages/kp-interlinks/kp-interlinks-page').then((m) => ({ Component: m.KpInterlinksPage })),
  },
  {
    path: PATHS.options,
    lazy: () => import('../pages/options/options-page').then((m) => ({ Component: m.OptionsPage })),
  },
  {
    path: PATHS.optionsTheory,
    lazy: () =>
      import('../pages/options-theory/options-theory-page').then((m) => ({ Component: m.OptionsTheoryPage })),
  },
  {
    path: PATHS.horary,
    lazy: () => import('../pages/horary/horary-page').then((m) => ({ Component: m.HoraryPage })),
  },
  {
    path: PATHS.panchang,
    lazy: () => import('../pages/panchang/panchang-page').then((m) => ({ Component: m.PanchangPage })),
  },
  {
    path: PATHS.match,
    lazy: () => import('../pages/match/match-page').then((m) => ({ Component: m.MatchPage })),
  },
  {
    path: PATHS.muhurta,
    lazy: () => import('../pages/muhurta/muhurta-page').then((m) => ({ Component: m.MuhurtaPage })),
  },
  {
    path: PATHS.advancedStellarSystem,
    lazy: () => import('../pages/events/events-page').then((m) => ({ Component: m.EventsPage })),
  },
  {
    path: PATHS.transitChart,
    lazy: () =>
      import('../pages/transit-chart/transit-chart-page').then((m) => ({ Component: m.TransitChartPage })),
  },
  {
    path: PATHS.birthTimeCorrection,
    lazy: () =>
      import('../pages/time-correction/time-correction-page').then((m) => ({
        Component: m.TimeCorrectionPage,
      })),
  },
  {
    path: PATHS.importExport,
    lazy: () =>
      import('../pages/import-export/import-export-page').then((m) => ({ Component: m.ImportExportPage })),
  },
  {
    path: PATHS.lifeEvents,
    lazy: () =>
      import('../pages/life-events/life-events-page').then((m) => ({ Component: m.LifeEventsPage })),
  },
  {
    path: PATHS.shareLinks,
    lazy: () =>
      import('../pages/share-links/share-links-page').then((m) => ({ Component: m.ShareLinksPage })),
  },
];
