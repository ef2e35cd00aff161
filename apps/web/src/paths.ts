import { SHARED_PAGE_PATH } from '@kpdesk/contract';

/**
 * Every screen path of the spec (accounts-clients-settings §2, chart-screens §1), named after its screen.
 * Routes, links, menus and navigations take their paths from here, never from a literal.
 */
export const PATHS = {
  /** Sign In, the index page. */
  signIn: '/',
  /** Sign Up. */
  signUp: '/signup.html',
  /** Forgot Pin. */
  forgotPin: '/fpin.html',
  /** Reset Password. */
  resetPassword: '/rpass.html',
  /** Home dashboard. */
  home: '/home.html',
  /** My Profile. */
  myProfile: '/profile.html',
  /** Change Personal Details. */
  changePersonalDetails: '/cprofile.html',
  /** Change email and mobile. */
  changeEmailAndMobile: '/ccom.html',
  /** Change pin. */
  changePin: '/cpin.html',
  /** Change password. */
  changePassword: '/cpass.html',
  /** My Settings (the astrologer's settings). */
  mySettings: '/caconfig.html',
  /** Client Settings. */
  clientSettings: '/ccconfig.html',
  /** Add Client. */
  addClient: '/newclient.html',
  /** Edit Client (the client menu's Edit Details). */
  editClient: '/editclient.html',
  /** Delete client. */
  deleteClient: '/deleteclient.html',
  /** Client Details. */
  clientDetails: '/clientdetails.html',
  /** Ruling Planet; routes match without regard to case, so this also serves /rulingPlanet.html. */
  rulingPlanet: '/rulingplanet.html',
  /** Vedic Astrology (the Rashi Chart page). */
  vedicAstrology: '/basicastro.html',
  /** KP System. */
  kpSystem: '/kpastro.html',
  /** Cuspal Inter Link System (KP Interlinks). */
  kpInterlinks: '/kpinterlinks.html',
  /** Advanced Stellar System (the Event Analyser page). */
  advancedStellarSystem: '/events.html',
  /** Transit Chart. */
  transitChart: '/transitchart.html',
  /** Birth Time Correction. */
  birthTimeCorrection: '/timecorrection.html',
  /** Options (the quick Options Theory form). */
  options: '/options.html',
  /** Options Theory (the saved form). */
  optionsTheory: '/optionstheory.html',
  /** KP horary by number. */
  horary: '/horary.html',
  /** Marriage matching of two clients, `?bride=N&groom=M`. */
  match: '/match.html',
  /** KP muhurta finder: windows for an event, its people and its place. */
  muhurta: '/muhurta.html',
  /** The panchang of a day and the month calendar at a place. */
  panchang: '/panchang.html',
  /** Import and export of clients (beyond the spec). */
  importExport: '/importexport.html',
  /** Life Events & Rectification (beyond the spec). */
  lifeEvents: '/lifeevents.html',
  /** Share links of a client (beyond the spec). */
  shareLinks: '/share.html',
  /** The public read-only page a share link opens, `?t=TOKEN`; no sign-in. */
  shared: SHARED_PAGE_PATH,
} as const;

/** One screen path of the spec. */
export type ScreenPath = (typeof PATHS)[keyof typeof PATHS];
