/** The English screen texts of the page frame (header, search, footer), the public shared page and the printouts; the English text is the key. */
export const FRAME_PHRASES = [
  'KP Astro Desk',
  'KP Desk',
  '© {{year}} <brand>KP Astro Desk</brand>. All rights reserved.',
  'Logout',
  'You tried to Signoff from the applicaition. Do you really want to exit?',
  'Yes',
  'No',
  'Ok',
  'Search clients',
  'Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place',
  'Search by Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place',
  'Matching clients',
  'Page Not Found',
  'The requested Page is not available',
  'Network Error',
  'Login Error',
  'Login',
  'Shared by {{name}}',
  'Shared by {{name}} · {{contact}}',
  'Read-only; this link is valid until {{date}}.',
  'No event report has been written yet.',
  'Rashi chart of {{name}}',
  'Running periods',
  'Dasha Bhukti schedule',
  'This page could not be shown.',
  'Reload page',
  // A client page opened without a client, and while its record loads.
  'Choose a client from the dashboard or the search first.',
  'Loading - Client',
] as const;

/** A screen text of this area. */
export type FramePhrase = (typeof FRAME_PHRASES)[number];
