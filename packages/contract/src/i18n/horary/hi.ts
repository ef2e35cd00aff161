import type { HoraryPhrase } from './en.js';

/** The screen texts of the KP horary pages (question form, chart, tables, verdict aid) in Hindi. */
export const hiHorary: Readonly<Record<HoraryPhrase, string>> = {
  'KP Horary': 'केपी प्रश्न कुंडली',
  'KP Horary · question {{n}}': 'केपी प्रश्न कुंडली · प्रश्न {{n}}',
  'Horary number (1 to 249)': 'प्रश्न संख्या (1 से 249)',
  Question: 'प्रश्न',
  Client: 'जातक',
  'Chosen client': 'चुना गया जातक',
  'Remove client': 'जातक हटाएँ',
  'Client (optional)': 'जातक (वैकल्पिक)',
  'Name, number or place': 'नाम, संख्या या स्थान',
  'Save question': 'प्रश्न सहेजें',
  'Variant: cast the chart at the nearest moment when this Ascendant rises here (not the KP number method)':
    'विकल्प: कुंडली उस निकटतम क्षण की बनाएँ जब यह लग्न यहाँ उदित होता है (केपी संख्या पद्धति नहीं)',
  "Off: the number's degree is the Ascendant, with the planets of the moment of judgement (the KP method).":
    'बंद: संख्या का अंश ही लग्न है, और ग्रह निर्णय के क्षण के हैं (केपी पद्धति)।',
  'Read the chart from': 'कुंडली किस भाव से पढ़ें',
  'House {{house}}': 'भाव {{house}}',
  'House {{house}}: {{person}}': 'भाव {{house}}: {{person}}',
  'the querent (no rotation)': 'प्रश्नकर्ता (भाव परिवर्तन नहीं)',
  'a younger sibling, a neighbour': 'छोटा भाई-बहन, पड़ोसी',
  'the mother': 'माता',
  'a child': 'संतान',
  'a maternal uncle, an employee': 'मामा, कर्मचारी',
  'the spouse, a partner': 'जीवनसाथी, साझेदार',
  'the father': 'पिता',
  'an elder sibling, a friend': 'बड़ा भाई-बहन, मित्र',
  'Horary chart': 'प्रश्न कुंडली',
  Method: 'विधि',
  'Number {{n}} selects row {{n}} of the KP 249 table: {{sign}} {{start}} to {{end}}, sign lord {{signLord}}, star {{star}} ({{starLord}}), sub lord {{subLord}}.':
    'संख्या {{n}} केपी 249 सारणी की पंक्ति {{n}} चुनती है: {{sign}} {{start}} से {{end}}, राशि स्वामी {{signLord}}, नक्षत्र {{star}} ({{starLord}}), उप स्वामी {{subLord}}।',
  'Its start, {{sign}} {{start}}, is the Ascendant.': 'इसका आरंभ, {{sign}} {{start}}, लग्न है।',
  'The other cusps are the Placidus cusps for that Ascendant at {{place}} (latitude {{latitude}}°): the houses of the sidereal time at which it rises there (ARMC {{armc}}°).':
    'अन्य भाव संधियाँ {{place}} (अक्षांश {{latitude}}°) पर उस लग्न की प्लेसिडस भाव संधियाँ हैं: उस नक्षत्र काल के भाव जिस पर वह वहाँ उदित होता है (ARMC {{armc}}°)।',
  'Variant: the planets and houses are those of {{moment}} ({{zone}}), the moment nearest to the judgement ({{date}} {{time}}) when {{sign}} {{start}} rises at the place by the clock.':
    'विकल्प: ग्रह और भाव {{moment}} ({{zone}}) के हैं, निर्णय ({{date}} {{time}}) का वह निकटतम क्षण जब घड़ी के अनुसार उस स्थान पर {{sign}} {{start}} उदित होता है।',
  'The planets are those of the moment of judgement, {{moment}} ({{zone}}).':
    'ग्रह निर्णय के क्षण, {{moment}} ({{zone}}), के हैं।',
  'Ruling planets: the moment of judgement, with the Ascendant actually rising then ({{ascendant}}).':
    'शासक ग्रह: निर्णय का क्षण, उस समय वास्तव में उदित लग्न ({{ascendant}}) के साथ।',
  'House {{house}} is read as the first (a question about someone else): cusps are numbered from it.':
    'भाव {{house}} को प्रथम माना गया है (किसी अन्य के बारे में प्रश्न): भाव संधियों की गिनती उसी से होती है।',
  'Horary chart, number {{n}}': 'प्रश्न कुंडली, संख्या {{n}}',
  'Horary chart of number {{n}}, {{moment}} at {{place}}': 'संख्या {{n}} की प्रश्न कुंडली, {{moment}}, {{place}}',
  'No. {{n}}': 'सं. {{n}}',
  'Ruling Planets of the moment': 'क्षण के शासक ग्रह',
  'Verdict aid': 'निर्णय सहायक',
  'Not a verdict: the steps of the KP rule for the matter, laid out so that you can check them and judge.':
    'यह निर्णय नहीं है: विषय के लिए केपी नियम के चरण, ताकि आप उन्हें जाँचकर स्वयं निर्णय करें।',
  Matter: 'विषय',
  'Choose the matter of the question': 'प्रश्न का विषय चुनें',
  'Verdict aid for {{matter}}': '{{matter}} के लिए निर्णय सहायक',
  'Choose a matter to see its steps.': 'चरण देखने के लिए विषय चुनें।',
  '{{matter}}: favourable houses {{favourable}}; negating houses {{negating}}.':
    '{{matter}}: अनुकूल भाव {{favourable}}; निषेधक भाव {{negating}}।',
  "The sub lord of cusp {{cusp}}, the matter's primary cusp, is {{subLord}}.":
    'भाव संधि {{cusp}} (विषय की प्रमुख भाव संधि) का उप स्वामी {{subLord}} है।',
  '{{subLord}} signifies houses {{houses}}: its star lord {{starLord}} occupies {{starLordOccupies}} (A); {{subLord}} occupies {{occupies}} (B); {{starLord}} owns {{starLordOwns}} (C); {{subLord}} owns {{owns}} (D).':
    '{{subLord}} भाव {{houses}} का कारक है: इसका नक्षत्र स्वामी {{starLord}} भाव {{starLordOccupies}} में स्थित (A); {{subLord}} भाव {{occupies}} में स्थित (B); {{starLord}} भाव {{starLordOwns}} का स्वामी (C); {{subLord}} भाव {{owns}} का स्वामी (D)।',
  'Of these, favourable to the matter: {{favourable}}. Negating it: {{negating}}. In neither group: {{neither}}.':
    'इनमें विषय के अनुकूल: {{favourable}}। निषेधक: {{negating}}। किसी समूह में नहीं: {{neither}}।',
  'Ruling planets of the moment, strongest first: {{rulers}}.': 'क्षण के शासक ग्रह, सबसे बलवान पहले: {{rulers}}।',
  'Planets signifying a favourable house of the matter: {{planets}}.':
    'विषय के अनुकूल भाव के कारक ग्रह: {{planets}}।',
  'None of the ruling planets is among them.': 'कोई भी शासक ग्रह इनमें नहीं है।',
  'Ruling planets among them: {{rulers}}.': 'इनमें शासक ग्रह: {{rulers}}।',
  '{{planet}} (favourable {{favourable}}; negating {{negating}})':
    '{{planet}} (अनुकूल {{favourable}}; निषेधक {{negating}})',
};
