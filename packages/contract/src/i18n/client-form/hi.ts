import type { ClientFormPhrase } from './en.js';
import { hiTimeZoneNames } from './time-zones-hi.js';

/** The screen texts of the client form (Add, Edit and Delete Client) in Hindi. */
export const hiClientForm: Readonly<Record<ClientFormPhrase, string>> = {
  'New Client': 'नया जातक',
  'Edit Client {{id}}': 'जातक {{id}} का विवरण संपादित करें',
  'Delete Client': 'जातक हटाएँ',
  '{{message}} Client number {{number}}.': '{{message}} जातक संख्या {{number}}।',
  'First name': 'पहला नाम',
  'Last name (optional)': 'उपनाम (वैकल्पिक)',
  'Father name (optional)': 'पिता का नाम (वैकल्पिक)',
  'Mobile (optional)': 'मोबाइल (वैकल्पिक)',
  'Email (optional)': 'ईमेल (वैकल्पिक)',
  'Time of Birth': 'जन्म समय',
  'Not Available': 'उपलब्ध नहीं',
  Captcha: 'कैप्चा',
  'Matching places': 'मिलते-जुलते स्थान',
  'Enter the birth date and time to get the offset of {{zone}}.':
    '{{zone}} का समय अंतर पाने के लिए जन्म दिनांक और जन्म समय दर्ज करें।',
  Cancel: 'रद्द करें',
  'Delete Confirmation': 'हटाने की पुष्टि',
  Confirm: 'पुष्टि करें',
  'Are you sure to delete?': 'क्या आप सचमुच हटाना चाहते हैं?',
  ...hiTimeZoneNames,
};
