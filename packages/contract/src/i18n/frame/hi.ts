import type { FramePhrase } from './en.js';

/** The screen texts of the page frame (header, search, footer), the public shared page and the printouts in Hindi. */
export const hiFrame: Readonly<Record<FramePhrase, string>> = {
  'KP Astro Desk': 'के.पी. एस्ट्रो डेस्क',
  'KP Desk': 'के.पी. डेस्क',
  '© {{year}} <brand>KP Astro Desk</brand>. All rights reserved.':
    '© {{year}} <brand>के.पी. एस्ट्रो डेस्क</brand>। सर्वाधिकार सुरक्षित।',
  Logout: 'लॉग आउट',
  'You tried to Signoff from the applicaition. Do you really want to exit?':
    'आपने एप्लिकेशन से साइन ऑफ़ करना चुना है। क्या आप सचमुच बाहर निकलना चाहते हैं?',
  Yes: 'हाँ',
  No: 'नहीं',
  Ok: 'ठीक है',
  'Search clients': 'जातक खोजें',
  'Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place':
    'आईडी, नाम, जन्म तिथि (yyyy-mm-dd), मोबाइल, ईमेल, जन्म स्थान',
  'Search by Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place':
    'आईडी, नाम, जन्म तिथि (yyyy-mm-dd), मोबाइल, ईमेल या जन्म स्थान से खोजें',
  'Matching clients': 'मिलते-जुलते जातक',
  'Page Not Found': 'पृष्ठ नहीं मिला',
  'The requested Page is not available': 'अनुरोधित पृष्ठ उपलब्ध नहीं है',
  'Network Error': 'नेटवर्क त्रुटि',
  'Login Error': 'लॉगिन त्रुटि',
  Login: 'लॉगिन',
  'Shared by {{name}}': '{{name}} द्वारा साझा',
  'Shared by {{name}} · {{contact}}': '{{name}} द्वारा साझा · {{contact}}',
  'Read-only; this link is valid until {{date}}.': 'केवल पढ़ने के लिए; यह लिंक {{date}} तक मान्य है।',
  'No event report has been written yet.': 'अभी तक कोई घटना रिपोर्ट नहीं लिखी गई है।',
  'Rashi chart of {{name}}': '{{name}} का राशि चक्र',
  'Running periods': 'चालू दशाएँ',
  'Dasha Bhukti schedule': 'दशा भुक्ति सारणी',
  'This page could not be shown.': 'यह पृष्ठ नहीं दिखाया जा सका।',
  'Reload page': 'पृष्ठ फिर से लोड करें',
  'Choose a client from the dashboard or the search first.': 'पहले डैशबोर्ड या खोज से कोई जातक चुनें।',
  'Loading - Client': 'लोड हो रहा है - जातक',
};
