import type { ClientFormPhrase } from './en.js';
import { taTimeZoneNames } from './time-zones-ta.js';

/** The screen texts of the client form (Add, Edit and Delete Client) in Tamil. */
export const taClientForm: Readonly<Record<ClientFormPhrase, string>> = {
  'New Client': 'புதிய ஜாதகர்',
  'Edit Client {{id}}': 'ஜாதகர் {{id}} விவரங்களைத் திருத்து',
  'Delete Client': 'ஜாதகரை நீக்கு',
  '{{message}} Client number {{number}}.': '{{message}} ஜாதகர் எண் {{number}}.',
  'First name': 'முதல் பெயர்',
  'Last name (optional)': 'குடும்பப் பெயர் (விருப்பம்)',
  'Father name (optional)': 'தந்தை பெயர் (விருப்பம்)',
  'Mobile (optional)': 'கைபேசி (விருப்பம்)',
  'Email (optional)': 'மின்னஞ்சல் (விருப்பம்)',
  'Time of Birth': 'பிறந்த நேரம்',
  'Not Available': 'தகவல் இல்லை',
  Captcha: 'கேப்ட்சா',
  'Matching places': 'பொருந்தும் இடங்கள்',
  'Enter the birth date and time to get the offset of {{zone}}.':
    '{{zone}} இன் நேர வேறுபாட்டைப் பெற பிறந்த தேதியும் நேரமும் உள்ளிடவும்.',
  Cancel: 'ரத்து செய்',
  'Delete Confirmation': 'நீக்குவதை உறுதிசெய்தல்',
  Confirm: 'உறுதிசெய்',
  'Are you sure to delete?': 'நிச்சயமாக நீக்க வேண்டுமா?',
  ...taTimeZoneNames,
};
