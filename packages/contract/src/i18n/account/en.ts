/** The English screen texts of the account screens (sign-in, sign-up, forgot pin, reset password, change pin, password, details and contact, My Profile); the English text is the key. */
export const ACCOUNT_PHRASES = [
  // Sign In and the links to the other screens before sign-in.
  'Sign In',
  'Email or Mobile',
  'Pin',
  'Password',
  'Forgot Pin',
  'Reset Password',
  'Sign Up',
  // Sign Up, its captcha and the legal texts (whose bodies stay English: the English text prevails).
  'Last name',
  'Confirm pin',
  'Confirm password',
  'I accept the Terms and Conditions and the Disclaimer',
  'Terms and Conditions',
  'Disclaimer',
  'Loading captcha',
  'Captcha: type the six characters shown',
  'Reload captcha',
  'Letters are case-sensitive.',
  'The captcha image could not be loaded. Reload the captcha and try again.',
  // Forgot Pin, Reset Password, Change pin and Change password.
  'Current pin',
  'New pin',
  'Current password',
  'New password',
  'OTP',
  'Change pin',
  'Change password',
  // Change Personal Details and Change email and mobile.
  'Change Personal Details',
  'Address',
  'City',
  'Timezone',
  'Proposed from {{zone}} today: GMT{{offset}}',
  'Change email and mobile',
  'Loading',
  // My Profile.
  'Loading - Profile',
  'Personal Details',
  'Edit personal details',
  'Not set',
  '{{degrees}} degrees {{minutes}} minutes {{seconds}} seconds',
  'Communication',
  'Edit email and mobile',
  'Security',
  'Pin hidden',
  'Password hidden',
  'Practice',
  'Import and export clients',
  'take the whole practice out as JSON or CSV, bring clients in from CSV or Jagannatha Hora files',
  // The submit button's spoken note while a form is sent.
  '(working)',
] as const;

/** A screen text of this area. */
export type AccountPhrase = (typeof ACCOUNT_PHRASES)[number];
