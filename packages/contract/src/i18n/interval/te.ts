import type { IntervalPhrase } from './en.js';

/**
 * The screen texts of the Cuspal In Interval and Planet In Interval searches in Telugu. A cusp is భావ సంధి and
 * the lords రాశి/నక్షత్ర/ఉప అధిపతి, as in the rest of the Telugu resource.
 */
export const teInterval: Readonly<Record<IntervalPhrase, string>> = {
  'Cuspal In Interval': 'వ్యవధిలో భావ సంధి',
  'Planet In Interval': 'వ్యవధిలో గ్రహాలు',
  'Start time': 'ప్రారంభ సమయం',
  'End date': 'ముగింపు తేదీ',
  'End time': 'ముగింపు సమయం',
  'Loading - Interval Search': 'లోడ్ అవుతోంది - వ్యవధి శోధన',
  Group: 'సమూహం',
  'No Group': 'సమూహం లేదు',
  'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ప్రతి వరుస ఒక భావ సంధి తన రాశి, నక్షత్రం లేదా ఉప అధిపతిని మార్చే క్షణం (సెకను వరకు); ప్రతి గడిలో ఆ క్షణం నుండి అమలులో ఉన్న రాశి అధిపతి-నక్షత్ర అధిపతి-ఉప అధిపతి ఉంటారు, మారిన గడులు ముదురు అక్షరాల్లో. ↑ వ్యవధిని ఆ వరుస వద్ద ప్రారంభిస్తుంది, ↓ అక్కడ ముగిస్తుంది.',
  'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ప్రతి వరుస ఒక భావ సంధి తన రాశి, నక్షత్రం లేదా ఉప అధిపతిని మార్చే క్షణం (సెకను వరకు); ప్రతి గడిలో ఆ క్షణం నుండి అమలులో ఉన్న ఉప అధిపతి ఉంటారు, మారిన గడులు ముదురు అక్షరాల్లో. ↑ వ్యవధిని ఆ వరుస వద్ద ప్రారంభిస్తుంది, ↓ అక్కడ ముగిస్తుంది.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ప్రతి వరుస ఒక గ్రహం తన రాశి, నక్షత్రం లేదా ఉప అధిపతిని మార్చే క్షణం (సెకను వరకు); ప్రతి గడిలో ఆ క్షణం నుండి అమలులో ఉన్న రాశి అధిపతి-నక్షత్ర అధిపతి-ఉప అధిపతి ఉంటారు, మారిన గడులు ముదురు అక్షరాల్లో. ↑ వ్యవధిని ఆ వరుస వద్ద ప్రారంభిస్తుంది, ↓ అక్కడ ముగిస్తుంది.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ప్రతి వరుస ఒక గ్రహం తన రాశి, నక్షత్రం లేదా ఉప అధిపతిని మార్చే క్షణం (సెకను వరకు); ప్రతి గడిలో ఆ క్షణం నుండి అమలులో ఉన్న ఉప అధిపతి ఉంటారు, మారిన గడులు ముదురు అక్షరాల్లో. ↑ వ్యవధిని ఆ వరుస వద్ద ప్రారంభిస్తుంది, ↓ అక్కడ ముగిస్తుంది.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the star lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ప్రతి వరుస ఒక గ్రహం తన రాశి, నక్షత్రం లేదా ఉప అధిపతిని మార్చే క్షణం (సెకను వరకు); ప్రతి గడిలో ఆ క్షణం నుండి అమలులో ఉన్న నక్షత్ర అధిపతి ఉంటారు, మారిన గడులు ముదురు అక్షరాల్లో. ↑ వ్యవధిని ఆ వరుస వద్ద ప్రారంభిస్తుంది, ↓ అక్కడ ముగిస్తుంది.',
  'Cuspal In Interval: {{n}} rows, {{city}} (UTC{{offset}})':
    'వ్యవధిలో భావ సంధి: {{n}} వరుసలు, {{city}} (UTC{{offset}})',
  'Planet In Interval: {{n}} rows, {{city}} (UTC{{offset}})':
    'వ్యవధిలో గ్రహాలు: {{n}} వరుసలు, {{city}} (UTC{{offset}})',
  'Move the window': 'వ్యవధిని జరపండి',
  'Start at {{moment}}': '{{moment}} నుండి ప్రారంభించు',
  'End at {{moment}}': '{{moment}} వద్ద ముగించు',
  'Start here and calculate': 'ఇక్కడి నుండి ప్రారంభించి లెక్కించు',
  'End here and calculate': 'ఇక్కడ ముగించి లెక్కించు',
  '{{sign}}: sign lord {{signLord}}, star lord {{starLord}}, sub lord {{subLord}}':
    '{{sign}}: రాశి అధిపతి {{signLord}}, నక్షత్ర అధిపతి {{starLord}}, ఉప అధిపతి {{subLord}}',
  '(changed)': '(మారింది)',
};
