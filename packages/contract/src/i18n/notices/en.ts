/**
 * The server's notices of success (the spec's messages, verbatim in English on the wire): a page shows them in
 * the display language when it knows them, and as they came otherwise.
 */
export const NOTICE_PHRASES = [
  'Birth Time is reset successfully.',
  'Birth Time is updated successfully.',
  'Client details are added successfully.',
  'Client details are deleted successfully.',
  'Client details are updated successfully.',
  'Comment is updated successfully.',
  'Destiny values updated successfully.',
  'Horary question is saved successfully',
  'Life event is added successfully',
  'Life event is deleted successfully',
  'Life event is updated successfully',
  'Option is calculated successfully',
  'Password is reset successfully.',
  'Pin is changed successfully.',
  'Planet values updated successfully.',
  'Prosperity values updated successfully.',
  'Settings are updated successfully',
  'Your astrologer account is created successfully.',
  'Your email and mobile details updated successfully.',
  'Your password is changed successfully.',
  'Your personal details are updated successfully.',
  'Your pin is changed successfully',
] as const;

/** A notice of success. */
export type NoticePhrase = (typeof NOTICE_PHRASES)[number];
