import type { TransferPhrase } from './en.js';

/**
 * The screen texts of the Import/Export page in Telugu, as Telugu software writes them: దిగుమతి (import),
 * ఎగుమతి (export), ముందస్తు వీక్షణ (preview), వరుస/నిలువు వరుస (row/column), with జాతకుడు (client) and నిర్ణయం
 * (judgement) as the other areas. The CSV's cell values (Male, Female, M, F) and patterns stay as the file must hold them.
 */
export const teTransfer: Readonly<Record<TransferPhrase, string>> = {
  'Import and export': 'దిగుమతి మరియు ఎగుమతి',
  Export: 'ఎగుమతి',
  Import: 'దిగుమతి',
  'The practice file holds every client with birth data, client settings, corrected birth time and saved event judgements, and every Options Theory record; it imports back here. The CSV holds the client records alone, one a row, for spreadsheets and other programs.':
    'ప్రాక్టీస్ ఫైల్‌లో ప్రతి జాతకుడు జనన వివరాలు, జాతకుని అమరికలు, సవరించిన జనన సమయం, భద్రపరచిన సంఘటన నిర్ణయాలతో ఉంటారు, ప్రతి ఎంపికల సిద్ధాంతం రికార్డు కూడా ఉంటుంది; దాన్ని ఇక్కడే తిరిగి దిగుమతి చేయవచ్చు. CSV లో జాతకుల రికార్డులు మాత్రమే ఉంటాయి, వరుసకు ఒకటి, స్ప్రెడ్‌షీట్లు మరియు ఇతర ప్రోగ్రాముల కోసం.',
  'Export practice (JSON)': 'ప్రాక్టీస్ ఎగుమతి చేయండి (JSON)',
  'Export clients (CSV)': 'జాతకులను ఎగుమతి చేయండి (CSV)',
  'Saved {{file}}': '{{file}} భద్రపరచబడింది',
  'File format': 'ఫైల్ ఫార్మాట్',
  'CSV with a header row': 'శీర్షిక వరుసతో CSV',
  'KP Astro Desk practice file (JSON)': 'కె.పి. ఆస్ట్రో డెస్క్ ప్రాక్టీస్ ఫైల్ (JSON)',
  'Jagannatha Hora charts (.jhd, one or many)': 'జగన్నాథ హోర జాతకాలు (.jhd, ఒకటి లేదా అనేకం)',
  'File to import': 'దిగుమతి చేయవలసిన ఫైల్',
  'Files to import': 'దిగుమతి చేయవలసిన ఫైళ్లు',
  'Nothing is stored until you confirm the preview.': 'మీరు ముందస్తు వీక్షణను నిర్ధారించే వరకు ఏదీ భద్రపరచబడదు.',
  'Reading the file…': 'ఫైల్ చదువుతోంది…',
  'Preview of the file': 'ఫైల్ ముందస్తు వీక్షణ',
  '{{create}} to create, {{skip}} to skip as likely duplicates, {{reject}} rejected, {{warnings}} with warnings.':
    'సృష్టించవలసినవి: {{create}}, నకలు కావచ్చని వదిలేయవలసినవి: {{skip}}, తిరస్కరించినవి: {{reject}}, హెచ్చరికలతో: {{warnings}}.',
  "Use the atlas's proposed time zone where the file's differs (1 row)":
    'ఫైల్ సమయ మండలం వేరుగా ఉన్నచోట అట్లాస్ ప్రతిపాదించిన సమయ మండలం వాడు (1 వరుస)',
  "Use the atlas's proposed time zone where the file's differs ({{n}} rows)":
    'ఫైల్ సమయ మండలం వేరుగా ఉన్నచోట అట్లాస్ ప్రతిపాదించిన సమయ మండలం వాడు ({{n}} వరుసలు)',
  'Import likely duplicates too (1 row)': 'నకలు కావచ్చిన దాన్ని కూడా దిగుమతి చేయి (1 వరుస)',
  'Import likely duplicates too ({{n}} rows)': 'నకలు కావచ్చిన వాటిని కూడా దిగుమతి చేయి ({{n}} వరుసలు)',
  'Confirm import': 'దిగుమతిని నిర్ధారించు',
  'Import stored: 1 client (number {{first}}).': 'దిగుమతి భద్రపరచబడింది: 1 జాతకుడు (సంఖ్య {{first}}).',
  'Import stored: {{n}} clients (numbers {{first}} to {{last}}).':
    'దిగుమతి భద్రపరచబడింది: {{n}} జాతకులు (సంఖ్యలు {{first}} నుండి {{last}} వరకు).',
  'Import stored: no clients.': 'దిగుమతి భద్రపరచబడింది: జాతకులు ఎవరూ లేరు.',
  'Options Theory records: {{options}}, client settings: {{settings}}, corrected birth times: {{times}}, event judgements: {{events}}; skipped: {{skipped}}, rejected: {{rejected}}.':
    'ఎంపికల సిద్ధాంతం రికార్డులు: {{options}}, జాతకుని అమరికలు: {{settings}}, సవరించిన జనన సమయాలు: {{times}}, సంఘటన నిర్ణయాలు: {{events}}; వదిలేసినవి: {{skipped}}, తిరస్కరించినవి: {{rejected}}.',
  'Column of each field': 'ప్రతి ఫీల్డ్ నిలువు వరుస',
  "The file's columns as detected from its header row. Change any, then press Apply mapping to preview again; nothing is stored until Confirm import.":
    'ఫైల్ శీర్షిక వరుస నుండి గుర్తించిన నిలువు వరుసలు. ఏదైనా మార్చి, మళ్ళీ ముందస్తు వీక్షణ కోసం "మ్యాపింగ్ వర్తింపజేయి" నొక్కండి; "దిగుమతిని నిర్ధారించు" వరకు ఏదీ భద్రపరచబడదు.',
  'Father name': 'తండ్రి పేరు',
  'Birth place': 'జనన స్థలం',
  'Marital status': 'వైవాహిక స్థితి',
  'Marriage date': 'వివాహ తేదీ',
  'Corrected birth time': 'సవరించిన జనన సమయం',
  '{{field}} (required)': '{{field}} (తప్పనిసరి)',
  'Not in the file': 'ఫైల్‌లో లేదు',
  'Male or Female (M, F)': 'Male లేదా Female (M, F)',
  'HH:mm or HH:mm:ss, 24-hour': 'HH:mm లేదా HH:mm:ss, 24 గంటల పద్ధతి',
  'hours east of UTC: 5.5, -4, +05:30; empty = the atlas offset':
    'UTC కి తూర్పున గంటలు: 5.5, -4, +05:30; ఖాళీ = అట్లాస్ వ్యత్యాసం',
  'decimal degrees, north positive': 'దశాంశ భాగలు, ఉత్తరం ధనాత్మకం',
  'decimal degrees, east positive': 'దశాంశ భాగలు, తూర్పు ధనాత్మకం',
  'Apply mapping': 'మ్యాపింగ్ వర్తింపజేయి',
  'Apply mapping (changed)': 'మ్యాపింగ్ వర్తింపజేయి (మార్చబడింది)',
  'Import preview': 'దిగుమతి ముందస్తు వీక్షణ',
  'Rows of the file, what the import does with each, and its problems':
    'ఫైల్ వరుసలు, ప్రతి దానితో దిగుమతి ఏమి చేస్తుంది, దాని సమస్యలు',
  'Show only rows with problems': 'సమస్యలు ఉన్న వరుసలను మాత్రమే చూపు',
  Row: 'వరుస',
  Problems: 'సమస్యలు',
  'Event judgements': 'సంఘటన నిర్ణయాలు',
  'Options Theory record': 'ఎంపికల సిద్ధాంతం రికార్డు',
  settings: 'అమరికలు',
  '{{n}} event judgement(s)': 'సంఘటన నిర్ణయాలు: {{n}}',
  'settings, {{n}} event judgement(s)': 'అమరికలు, సంఘటన నిర్ణయాలు: {{n}}',
  Create: 'సృష్టించు',
  'Skip (likely duplicate)': 'వదిలేయి (నకలు కావచ్చు)',
  Reject: 'తిరస్కరించు',
  'Error · {{field}}: {{message}}': 'లోపం · {{field}}: {{message}}',
  'Warning · {{field}}: {{message}}': 'హెచ్చరిక · {{field}}: {{message}}',
  "Error · {{field}}: {{message}} (in the file: '{{value}}')":
    "లోపం · {{field}}: {{message}} (ఫైల్‌లో: '{{value}}')",
  "Warning · {{field}}: {{message}} (in the file: '{{value}}')":
    "హెచ్చరిక · {{field}}: {{message}} (ఫైల్‌లో: '{{value}}')",
};
