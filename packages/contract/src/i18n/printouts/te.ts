import type { PrintoutPhrase } from './en.js';

/** The printouts' own texts in Telugu, in the usage of Telugu KP books; KP's abbreviations (CL, OCC, CST, CSL) stay as they print them. */
export const tePrintouts: Readonly<Record<PrintoutPhrase, string>> = {
  'KP Sheet': 'కె.పి. పత్రం',
  'KP Sheet: {{client}}': 'కె.పి. పత్రం: {{client}}',
  'Advanced Stellar System report': 'అధునాతన నక్షత్ర పద్ధతి నివేదిక',
  '{{event}}: Advanced Stellar System report': '{{event}}: అధునాతన నక్షత్ర పద్ధతి నివేదిక',
  '{{client}} {{event}} report {{date}}': '{{client}} {{event}} నివేదిక {{date}}',
  'Birth {{moment}} at {{place}} ({{latitude}}, {{longitude}}), zone {{zone}}':
    'జననం {{moment}}, {{place}} ({{latitude}}, {{longitude}}), సమయ మండలం {{zone}}',
  'Corrected birth time {{moment}}': 'సవరించిన జనన సమయం {{moment}}',
  'corrected birth time; recorded {{moment}}': 'సవరించిన జనన సమయం; నమోదు చేసినది {{moment}}',
  'Ayanamsa {{ayanamsa}} {{degree}} · {{houses}} · {{nodes}} · {{ephemeris}}':
    'అయనాంశ {{ayanamsa}} {{degree}} · {{houses}} · {{nodes}} · {{ephemeris}}',
  'Birth chart ({{style}})': 'జన్మ కుండలి ({{style}})',
  'Planets with degrees in their sign; R retrograde; Roman numerals are the KP cusps.':
    'గ్రహాలు తమ రాశి భాగలతో; వ వక్రం; రోమన్ అంకెలు కె.పి. భావ సంధులు.',
  '{{star}} ({{patham}}) · Star lord {{lord}}': '{{star}} ({{patham}}) · నక్షత్రాధిపతి {{lord}}',
  '{{sign}} · Sign lord {{lord}}': '{{sign}} · రాశ్యాధిపతి {{lord}}',
  'Sign lord': 'రాశ్యాధిపతి',
  'Lagna sign / star / sub lord': 'లగ్న రాశి / నక్షత్ర / ఉప అధిపతి',
  'Ruling planets (birth time)': 'పాలక గ్రహాలు (జనన సమయం)',
  'Running periods (today)': 'జరుగుతున్న దశలు (ఈరోజు)',
  'Bhukti: {{lord}} Dasha': '{{lord}} దశలో భుక్తులు',
  'outside the 120-year schedule': '120 సంవత్సరాల దశా పట్టిక వెలుపల',
  Ruler: 'పాలకుడు',
  'Planets as significators (houses)': 'గ్రహ కారకత్వాలు (భావాలు)',
  'Cuspal significators A–F (planets)': 'భావ సంధి కారకులు A–F (గ్రహాలు)',
  Mahadashas: 'మహాదశలు',
  'Prepared by {{name}}': 'తయారుచేసినవారు {{name}}',
  '{{planet}} R': '{{planet}} వ',
  'Generated {{date}} with KP Astro Desk': '{{date}} న KP Astro Desk తో తయారైంది',
  'Page {{page}} of {{pages}}': 'పేజీ {{page}} / {{pages}}',
  'Houses of the event: {{houses}}': 'సంఘటన భావాలు: {{houses}}',
  '{{group}} {{houses}}': '{{group}} {{houses}}',
  'Categories of the planets': 'గ్రహాల వర్గాలు',
  'Categories of the planets (proposed (not saved))': 'గ్రహాల వర్గాలు (ప్రతిపాదన, భద్రపరచలేదు)',
  'CL / OCC / CST / CSL': 'CL / OCC / CST / CSL',
  'Destiny: {{side}}': 'విధి: {{side}}',
  Opposing: 'వ్యతిరేక',
  'Prosperity summary': 'సమృద్ధి సారాంశం',
  'Class (planet / star / sub / sub-sub)': 'తరగతి (గ్రహం / నక్షత్రం / ఉప / ఉప-ఉప)',
  'Report comment': 'నివేదిక వ్యాఖ్య',
  'No report comment has been saved for this event.': 'ఈ సంఘటనకు నివేదిక వ్యాఖ్య ఏదీ భద్రపరచలేదు.',
  'Coming periods of the top-ranked planets ({{planets}})': 'అగ్ర గ్రహాల ({{planets}}) రాబోయే కాలాలు',
  'No coming period has all three lords among the top-ranked planets.':
    'రాబోయే ఏ కాలానికీ మూడు అధిపతులూ అగ్ర గ్రహాలలో లేరు.',
  favourable: 'అనుకూల',
  mixed: 'మిశ్రమ',
  unfavourable: 'ప్రతికూల',
  'Life events: {{client}}': 'జీవిత సంఘటనలు: {{client}}',
  '{{client}} life events {{date}}': '{{client}} జీవిత సంఘటనలు {{date}}',
  'Life events with their periods, promise and score': 'జీవిత సంఘటనలు: దశా కాలాలు, వాగ్దానం మరియు స్కోరు',
  'No life events have been added for this client.': 'ఈ జాతకునికి జీవిత సంఘటనలు ఏవీ చేర్చలేదు.',
  'Chosen rectification': 'ఎంచుకున్న జన్మ సమయ శోధన',
  'No rectification has been chosen: the events are judged at the recorded birth time.':
    'ఏ శోధనా ఎంచుకోలేదు: సంఘటనలను నమోదైన జన్మ సమయంలో అంచనా వేశారు.',
  'Birth time chosen {{moment}} (recorded {{recorded}})': 'ఎంచుకున్న జన్మ సమయం {{moment}} (నమోదైనది {{recorded}})',
  'Score {{score}}: {{up}} events favourable, {{down}} unfavourable':
    'స్కోరు {{score}}: {{up}} సంఘటనలు అనుకూలం, {{down}} ప్రతికూలం',
  'The events above are judged for a birth at this time: their periods, promise and score are its evidence.':
    'పై సంఘటనలు ఈ సమయపు జన్మకు అంచనా వేసినవి: వాటి కాలాలు, వాగ్దానం, స్కోరు దీని ఆధారాలు.',
};
