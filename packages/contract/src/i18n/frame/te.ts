import type { FramePhrase } from './en.js';

/** The screen texts of the page frame (header, search, footer), the public shared page and the printouts in Telugu. */
export const teFrame: Readonly<Record<FramePhrase, string>> = {
  'KP Astro Desk': 'కె.పి. ఆస్ట్రో డెస్క్',
  'KP Desk': 'కె.పి. డెస్క్',
  '© {{year}} <brand>KP Astro Desk</brand>. All rights reserved.':
    '© {{year}} <brand>కె.పి. ఆస్ట్రో డెస్క్</brand>. సర్వ హక్కులు ప్రత్యేకించబడినవి.',
  Logout: 'లాగ్ అవుట్',
  'You tried to Signoff from the applicaition. Do you really want to exit?':
    'మీరు అప్లికేషన్ నుండి సైన్ ఆఫ్ చేయబోతున్నారు. మీరు నిజంగా నిష్క్రమించాలనుకుంటున్నారా?',
  Yes: 'అవును',
  No: 'లేదు',
  Ok: 'సరే',
  'Search clients': 'జాతకులను వెతకండి',
  'Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place':
    'ఐడి, పేరు, పుట్టిన తేదీ (yyyy-mm-dd), మొబైల్, ఈమెయిల్, జన్మ స్థలం',
  'Search by Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place':
    'ఐడి, పేరు, పుట్టిన తేదీ (yyyy-mm-dd), మొబైల్, ఈమెయిల్ లేదా జన్మ స్థలం ద్వారా వెతకండి',
  'Matching clients': 'సరిపోలే జాతకులు',
  'Page Not Found': 'పేజీ కనబడలేదు',
  'The requested Page is not available': 'మీరు కోరిన పేజీ అందుబాటులో లేదు',
  'Network Error': 'నెట్‌వర్క్ లోపం',
  'Login Error': 'లాగిన్ లోపం',
  Login: 'లాగిన్',
  'Shared by {{name}}': '{{name}} పంచుకున్నది',
  'Shared by {{name}} · {{contact}}': '{{name}} పంచుకున్నది · {{contact}}',
  'Read-only; this link is valid until {{date}}.': 'చదవడానికి మాత్రమే; ఈ లింక్ {{date}} వరకు చెల్లుతుంది.',
  'No event report has been written yet.': 'ఇంకా ఏ సంఘటన నివేదికా వ్రాయలేదు.',
  'Rashi chart of {{name}}': '{{name}} రాశి చక్రం',
  'Running periods': 'జరుగుతున్న దశలు',
  'Dasha Bhukti schedule': 'దశ భుక్తి పట్టిక',
  'This page could not be shown.': 'ఈ పేజీని చూపించలేకపోయాము.',
  'Reload page': 'పేజీని మళ్లీ లోడ్ చేయండి',
  'Choose a client from the dashboard or the search first.':
    'ముందుగా డాష్‌బోర్డ్ నుండి గానీ శోధన నుండి గానీ ఒక జాతకుని ఎంచుకోండి.',
  'Loading - Client': 'లోడ్ అవుతోంది - జాతకుడు',
};
