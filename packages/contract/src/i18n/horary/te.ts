import type { HoraryPhrase } from './en.js';

/** The screen texts of the KP horary pages (question form, chart, tables, verdict aid) in Telugu. */
export const teHorary: Readonly<Record<HoraryPhrase, string>> = {
  'KP Horary': 'కేపీ ప్రశ్న చక్రం',
  'KP Horary · question {{n}}': 'కేపీ ప్రశ్న చక్రం · ప్రశ్న {{n}}',
  'Horary number (1 to 249)': 'ప్రశ్న సంఖ్య (1 నుండి 249)',
  Question: 'ప్రశ్న',
  Client: 'జాతకుడు',
  'Chosen client': 'ఎంచుకున్న జాతకుడు',
  'Remove client': 'జాతకుని తొలగించు',
  'Client (optional)': 'జాతకుడు (ఐచ్ఛికం)',
  'Name, number or place': 'పేరు, సంఖ్య లేదా ప్రదేశం',
  'Save question': 'ప్రశ్నను భద్రపరచు',
  'Variant: cast the chart at the nearest moment when this Ascendant rises here (not the KP number method)':
    'ప్రత్యామ్నాయం: ఈ లగ్నం ఇక్కడ ఉదయించే సమీప క్షణంలో చక్రం వేయి (కేపీ సంఖ్య పద్ధతి కాదు)',
  "Off: the number's degree is the Ascendant, with the planets of the moment of judgement (the KP method).":
    'ఆపితే: సంఖ్య యొక్క భాగమే లగ్నం, గ్రహాలు నిర్ణయ క్షణానివి (కేపీ పద్ధతి).',
  'Read the chart from': 'చక్రాన్ని ఏ భావం నుండి చదవాలి',
  'House {{house}}': 'భావం {{house}}',
  'House {{house}}: {{person}}': 'భావం {{house}}: {{person}}',
  'the querent (no rotation)': 'ప్రశ్నించినవారు (భ్రమణం లేదు)',
  'a younger sibling, a neighbour': 'తమ్ముడు లేదా చెల్లెలు, పొరుగువారు',
  'the mother': 'తల్లి',
  'a child': 'సంతానం',
  'a maternal uncle, an employee': 'మేనమామ, ఉద్యోగి',
  'the spouse, a partner': 'జీవిత భాగస్వామి, భాగస్వామి',
  'the father': 'తండ్రి',
  'an elder sibling, a friend': 'అన్న లేదా అక్క, స్నేహితుడు',
  'Horary chart': 'ప్రశ్న చక్రం',
  Method: 'పద్ధతి',
  'Number {{n}} selects row {{n}} of the KP 249 table: {{sign}} {{start}} to {{end}}, sign lord {{signLord}}, star {{star}} ({{starLord}}), sub lord {{subLord}}.':
    'సంఖ్య {{n}} కేపీ 249 పట్టికలోని వరుస {{n}}ను ఎంచుకుంటుంది: {{sign}} {{start}} నుండి {{end}} వరకు, రాశి అధిపతి {{signLord}}, నక్షత్రం {{star}} ({{starLord}}), ఉప అధిపతి {{subLord}}.',
  'Its start, {{sign}} {{start}}, is the Ascendant.': 'దాని ప్రారంభం, {{sign}} {{start}}, లగ్నం.',
  'The other cusps are the Placidus cusps for that Ascendant at {{place}} (latitude {{latitude}}°): the houses of the sidereal time at which it rises there (ARMC {{armc}}°).':
    'ఇతర భావ సంధులు {{place}} (అక్షాంశం {{latitude}}°) వద్ద ఆ లగ్నానికి ప్లాసిడస్ భావ సంధులు: అది అక్కడ ఉదయించే నక్షత్ర కాలపు భావాలు (ARMC {{armc}}°).',
  'Variant: the planets and houses are those of {{moment}} ({{zone}}), the moment nearest to the judgement ({{date}} {{time}}) when {{sign}} {{start}} rises at the place by the clock.':
    'ప్రత్యామ్నాయం: గ్రహాలు, భావాలు {{moment}} ({{zone}}) నాటివి; నిర్ణయానికి ({{date}} {{time}}) సమీపంలో, గడియారం ప్రకారం ఆ ప్రదేశంలో {{sign}} {{start}} ఉదయించే క్షణం.',
  'The planets are those of the moment of judgement, {{moment}} ({{zone}}).':
    'గ్రహాలు నిర్ణయ క్షణమైన {{moment}} ({{zone}}) నాటివి.',
  'Ruling planets: the moment of judgement, with the Ascendant actually rising then ({{ascendant}}).':
    'పాలక గ్రహాలు: నిర్ణయ క్షణం, అప్పుడు నిజంగా ఉదయిస్తున్న లగ్నంతో ({{ascendant}}).',
  'House {{house}} is read as the first (a question about someone else): cusps are numbered from it.':
    'భావం {{house}}ను మొదటి భావంగా చదువుతారు (ఇతరుల గురించి ప్రశ్న): భావ సంధులు దాని నుండి లెక్కించబడతాయి.',
  'Horary chart, number {{n}}': 'ప్రశ్న చక్రం, సంఖ్య {{n}}',
  'Horary chart of number {{n}}, {{moment}} at {{place}}': 'సంఖ్య {{n}} ప్రశ్న చక్రం, {{moment}}, {{place}}',
  'No. {{n}}': 'సం. {{n}}',
  'Ruling Planets of the moment': 'ఈ క్షణపు పాలక గ్రహాలు',
  'Verdict aid': 'నిర్ణయ సహాయం',
  'Not a verdict: the steps of the KP rule for the matter, laid out so that you can check them and judge.':
    'ఇది తీర్పు కాదు: విషయానికి కేపీ నియమపు దశలు, మీరు పరిశీలించి నిర్ణయించడానికి.',
  Matter: 'విషయం',
  'Choose the matter of the question': 'ప్రశ్న విషయాన్ని ఎంచుకోండి',
  'Verdict aid for {{matter}}': '{{matter}} కోసం నిర్ణయ సహాయం',
  'Choose a matter to see its steps.': 'దశలను చూడటానికి విషయాన్ని ఎంచుకోండి.',
  '{{matter}}: favourable houses {{favourable}}; negating houses {{negating}}.':
    '{{matter}}: అనుకూల భావాలు {{favourable}}; నిరోధక భావాలు {{negating}}.',
  "The sub lord of cusp {{cusp}}, the matter's primary cusp, is {{subLord}}.":
    'భావ సంధి {{cusp}} (విషయపు ప్రధాన భావ సంధి) ఉప అధిపతి {{subLord}}.',
  '{{subLord}} signifies houses {{houses}}: its star lord {{starLord}} occupies {{starLordOccupies}} (A); {{subLord}} occupies {{occupies}} (B); {{starLord}} owns {{starLordOwns}} (C); {{subLord}} owns {{owns}} (D).':
    '{{subLord}} భావాలు {{houses}}కు కారకుడు: దాని నక్షత్ర అధిపతి {{starLord}} భావం {{starLordOccupies}}లో (A); {{subLord}} భావం {{occupies}}లో (B); {{starLord}} భావాలు {{starLordOwns}}కు అధిపతి (C); {{subLord}} భావాలు {{owns}}కు అధిపతి (D).',
  'Of these, favourable to the matter: {{favourable}}. Negating it: {{negating}}. In neither group: {{neither}}.':
    'వీటిలో విషయానికి అనుకూలం: {{favourable}}. నిరోధకం: {{negating}}. ఏ సమూహంలోనూ లేనివి: {{neither}}.',
  'Ruling planets of the moment, strongest first: {{rulers}}.': 'ఈ క్షణపు పాలక గ్రహాలు, బలమైనది ముందు: {{rulers}}.',
  'Planets signifying a favourable house of the matter: {{planets}}.':
    'విషయపు అనుకూల భావానికి కారక గ్రహాలు: {{planets}}.',
  'None of the ruling planets is among them.': 'పాలక గ్రహాలలో ఏదీ వీటిలో లేదు.',
  'Ruling planets among them: {{rulers}}.': 'వీటిలో పాలక గ్రహాలు: {{rulers}}.',
  '{{planet}} (favourable {{favourable}}; negating {{negating}})':
    '{{planet}} (అనుకూలం {{favourable}}; నిరోధకం {{negating}})',
};
