import type { OfflinePhrase } from './en.js';

/** The offline app's words in Telugu. */
export const teOffline: Readonly<Record<OfflinePhrase, string>> = {
  'You are offline.': 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు.',
  'Place search, PDFs, share links and account changes wait for the network.':
    'స్థల శోధన, PDFలు, భాగస్వామ్య లింకులు, ఖాతా మార్పులు నెట్‌వర్క్ కోసం వేచి ఉంటాయి.',
  'Changes waiting to be sent: {{count}}': 'పంపడానికి వేచి ఉన్న మార్పులు: {{count}}',
  'Changed here and on the server': 'ఇక్కడా సర్వర్‌లోనూ మార్చబడింది',
  'A change made offline was refused': 'ఆఫ్‌లైన్‌లో చేసిన ఒక మార్పు తిరస్కరించబడింది',
  'This record was changed on the server after this device read it. Which copy stays?':
    'ఈ పరికరం చదివిన తర్వాత ఈ రికార్డు సర్వర్‌లో మార్చబడింది. ఏ ప్రతి ఉండాలి?',
  'The server no longer has this record.': 'సర్వర్‌లో ఇప్పుడు ఈ రికార్డు లేదు.',
  Field: 'క్షేత్రం',
  'On this device': 'ఈ పరికరంలో',
  'On the server': 'సర్వర్‌లో',
  'Keep mine': 'నాది ఉంచు',
  "Keep the server's": 'సర్వర్‌ది ఉంచు',
  'Drop this change': 'ఈ మార్పును వదిలివేయి',
  'This device': 'ఈ పరికరం',
  'Keep this practice on this device': 'ఈ అభ్యాసాన్ని ఈ పరికరంలో ఉంచు',
  'Your clients, settings, life events and saved records are kept on this device, encrypted, so they open without a network. They are wiped when you sign out or turn this off.':
    'మీ జాతకులు, సెట్టింగులు, జీవిత సంఘటనలు, సేవ్ చేసిన రికార్డులు నెట్‌వర్క్ లేకుండా తెరుచుకునేలా ఈ పరికరంలో గుప్తీకరించి ఉంచబడతాయి. మీరు సైన్ అవుట్ చేసినప్పుడు లేదా దీన్ని ఆపివేసినప్పుడు అవి తుడిచివేయబడతాయి.',
  'Changes are waiting to be sent: it can be turned off once they are.':
    'మార్పులు పంపడానికి వేచి ఉన్నాయి: అవి పంపబడిన తర్వాత దీన్ని ఆపివేయవచ్చు.',
  'Turning it on needs the network.': 'దీన్ని ఆన్ చేయడానికి నెట్‌వర్క్ అవసరం.',
  'Changes made offline are not sent yet: {{count}}. Signing out now loses them.':
    'ఆఫ్‌లైన్‌లో చేసిన మార్పులు ఇంకా పంపబడలేదు: {{count}}. ఇప్పుడు సైన్ అవుట్ చేస్తే అవి పోతాయి.',
  'waits for the network': 'నెట్‌వర్క్ కోసం వేచి ఉంది',
  'Place search waits for the network: enter the latitude, longitude and zone by hand.':
    'స్థల శోధన నెట్‌వర్క్ కోసం వేచి ఉంది: అక్షాంశం, రేఖాంశం, సమయ మండలాన్ని మీరే నమోదు చేయండి.',
  '{{ordinal}}. {{event}} — {{when}}': '{{ordinal}}. {{event}} — {{when}}',
  'Saved on this device. Its periods, promise and score come when it is sent.':
    'ఈ పరికరంలో సేవ్ చేయబడింది. పంపినప్పుడు దీని దశలు, వాగ్దానం, స్కోరు వస్తాయి.',
  'Saved on this device. It is sent when the network returns.':
    'ఈ పరికరంలో సేవ్ చేయబడింది. నెట్‌వర్క్ తిరిగి వచ్చినప్పుడు పంపబడుతుంది.',
  'A client added offline needs the captcha': 'ఆఫ్‌లైన్‌లో జోడించిన క్లయింట్‌కు క్యాప్చా కావాలి',
  'Answer the captcha to send {{name}}, added on this device.':
    'ఈ పరికరంలో జోడించిన {{name}} ను పంపడానికి క్యాప్చాకు జవాబు ఇవ్వండి.',
  'Send the client': 'క్లయింట్‌ను పంపు',
  'Offline, the client is saved on this device; the captcha is asked when the network returns.':
    'ఆఫ్‌లైన్‌లో, క్లయింట్ ఈ పరికరంలో భద్రపరచబడుతుంది; నెట్‌వర్క్ తిరిగి వచ్చినప్పుడు క్యాప్చా అడుగుతుంది.',
};
