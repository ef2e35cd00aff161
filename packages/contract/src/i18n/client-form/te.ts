import type { ClientFormPhrase } from './en.js';
import { teTimeZoneNames } from './time-zones-te.js';

/** The screen texts of the client form (Add, Edit and Delete Client) in Telugu. */
export const teClientForm: Readonly<Record<ClientFormPhrase, string>> = {
  'New Client': 'కొత్త జాతకుడు',
  'Edit Client {{id}}': 'జాతకుడు {{id}} వివరాలు సవరించండి',
  'Delete Client': 'జాతకుని తొలగించండి',
  '{{message}} Client number {{number}}.': '{{message}} జాతకుని సంఖ్య {{number}}.',
  'First name': 'మొదటి పేరు',
  'Last name (optional)': 'ఇంటి పేరు (ఐచ్ఛికం)',
  'Father name (optional)': 'తండ్రి పేరు (ఐచ్ఛికం)',
  'Mobile (optional)': 'మొబైల్ (ఐచ్ఛికం)',
  'Email (optional)': 'ఈమెయిల్ (ఐచ్ఛికం)',
  'Time of Birth': 'పుట్టిన సమయం',
  'Not Available': 'సమాచారం లేదు',
  Captcha: 'క్యాప్చా',
  'Matching places': 'సరిపోలే ప్రదేశాలు',
  'Enter the birth date and time to get the offset of {{zone}}.':
    '{{zone}} యొక్క సమయ వ్యత్యాసం పొందడానికి పుట్టిన తేదీ, సమయం నమోదు చేయండి.',
  Cancel: 'రద్దు చేయి',
  'Delete Confirmation': 'తొలగింపు నిర్ధారణ',
  Confirm: 'నిర్ధారించు',
  'Are you sure to delete?': 'మీరు నిజంగా తొలగించాలనుకుంటున్నారా?',
  ...teTimeZoneNames,
};
