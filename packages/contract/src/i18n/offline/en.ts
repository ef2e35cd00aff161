/** The words of the installed app offline and of the practice kept on the device (docs/offline.md). */
export const OFFLINE_PHRASES = [
  'You are offline.',
  'Place search, PDFs, share links and account changes wait for the network.',
  'Changes waiting to be sent: {{count}}',
  'Changed here and on the server',
  'A change made offline was refused',
  'This record was changed on the server after this device read it. Which copy stays?',
  'The server no longer has this record.',
  'Field',
  'On this device',
  'On the server',
  'Keep mine',
  "Keep the server's",
  'Drop this change',
  'This device',
  'Keep this practice on this device',
  'Your clients, settings, life events and saved records are kept on this device, encrypted, so they open without a network. They are wiped when you sign out or turn this off.',
  'Changes are waiting to be sent: it can be turned off once they are.',
  'Turning it on needs the network.',
  'Changes made offline are not sent yet: {{count}}. Signing out now loses them.',
  'waits for the network',
  'Place search waits for the network: enter the latitude, longitude and zone by hand.',
  '{{ordinal}}. {{event}} — {{when}}',
  'Saved on this device. Its periods, promise and score come when it is sent.',
  'Saved on this device. It is sent when the network returns.',
  'A client added offline needs the captcha',
  'Answer the captcha to send {{name}}, added on this device.',
  'Send the client',
  'Offline, the client is saved on this device; the captcha is asked when the network returns.',
] as const;

/** A phrase of the offline app. */
export type OfflinePhrase = (typeof OFFLINE_PHRASES)[number];
