import { TIME_ZONE_NAMES } from './time-zones-en.js';

/** The English screen texts of the client form (Add, Edit and Delete Client); the English text is the key. */
export const CLIENT_FORM_PHRASES = [
  // Titles of the three screens and the added client's number after the server's message.
  'New Client',
  'Edit Client {{id}}',
  'Delete Client',
  '{{message}} Client number {{number}}.',
  // The form's fields beyond the Client Details and dashboard labels it shares.
  'First name',
  'Last name (optional)',
  'Father name (optional)',
  'Mobile (optional)',
  'Email (optional)',
  'Time of Birth',
  'Not Available',
  'Captcha',
  'Matching places',
  'Enter the birth date and time to get the offset of {{zone}}.',
  // The action row and the delete dialog.
  'Cancel',
  'Delete Confirmation',
  'Confirm',
  'Are you sure to delete?',
  // The time zone select's entries (their values, the offsets, are not words).
  ...TIME_ZONE_NAMES,
] as const;

/** A screen text of this area. */
export type ClientFormPhrase = (typeof CLIENT_FORM_PHRASES)[number];
