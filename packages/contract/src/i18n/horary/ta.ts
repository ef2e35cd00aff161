import type { HoraryPhrase } from './en.js';

/** The screen texts of the KP horary pages (question form, chart, tables, verdict aid) in Tamil. */
export const taHorary: Readonly<Record<HoraryPhrase, string>> = {
  'KP Horary': 'கேபி பிரசன்னம்',
  'KP Horary · question {{n}}': 'கேபி பிரசன்னம் · கேள்வி {{n}}',
  'Horary number (1 to 249)': 'பிரசன்ன எண் (1 முதல் 249)',
  Question: 'கேள்வி',
  Client: 'ஜாதகர்',
  'Chosen client': 'தேர்ந்தெடுத்த ஜாதகர்',
  'Remove client': 'ஜாதகரை நீக்கு',
  'Client (optional)': 'ஜாதகர் (விருப்பம்)',
  'Name, number or place': 'பெயர், எண் அல்லது ஊர்',
  'Save question': 'கேள்வியைச் சேமி',
  'Variant: cast the chart at the nearest moment when this Ascendant rises here (not the KP number method)':
    'மாற்று முறை: இந்த லக்னம் இங்கு உதயமாகும் அருகிலுள்ள நேரத்தில் சக்கரம் கணி (கேபி எண் முறை அல்ல)',
  "Off: the number's degree is the Ascendant, with the planets of the moment of judgement (the KP method).":
    'அணைந்திருந்தால்: எண்ணின் பாகையே லக்னம், கிரகங்கள் தீர்ப்பு நேரத்தினுடையவை (கேபி முறை).',
  'Read the chart from': 'சக்கரத்தை எந்த பாவத்திலிருந்து படிக்க',
  'House {{house}}': 'பாவம் {{house}}',
  'House {{house}}: {{person}}': 'பாவம் {{house}}: {{person}}',
  'the querent (no rotation)': 'கேள்வி கேட்பவர் (சுழற்சி இல்லை)',
  'a younger sibling, a neighbour': 'இளைய உடன்பிறப்பு, அண்டை வீட்டார்',
  'the mother': 'தாய்',
  'a child': 'குழந்தை',
  'a maternal uncle, an employee': 'தாய் மாமன், பணியாளர்',
  'the spouse, a partner': 'வாழ்க்கைத் துணை, கூட்டாளி',
  'the father': 'தந்தை',
  'an elder sibling, a friend': 'மூத்த உடன்பிறப்பு, நண்பர்',
  'Horary chart': 'பிரசன்ன சக்கரம்',
  Method: 'முறை',
  'Number {{n}} selects row {{n}} of the KP 249 table: {{sign}} {{start}} to {{end}}, sign lord {{signLord}}, star {{star}} ({{starLord}}), sub lord {{subLord}}.':
    'எண் {{n}} கேபி 249 அட்டவணையின் வரிசை {{n}}-ஐத் தேர்ந்தெடுக்கிறது: {{sign}} {{start}} முதல் {{end}} வரை, ராசி அதிபதி {{signLord}}, நட்சத்திரம் {{star}} ({{starLord}}), உப அதிபதி {{subLord}}.',
  'Its start, {{sign}} {{start}}, is the Ascendant.': 'அதன் தொடக்கம், {{sign}} {{start}}, லக்னம் ஆகும்.',
  'The other cusps are the Placidus cusps for that Ascendant at {{place}} (latitude {{latitude}}°): the houses of the sidereal time at which it rises there (ARMC {{armc}}°).':
    'மற்ற பாவ முனைகள் {{place}} (அட்சாம்சம் {{latitude}}°) இல் அந்த லக்னத்திற்கான பிளாசிடஸ் பாவ முனைகள்: அது அங்கு உதயமாகும் நட்சத்திர நேரத்தின் பாவங்கள் (ARMC {{armc}}°).',
  'Variant: the planets and houses are those of {{moment}} ({{zone}}), the moment nearest to the judgement ({{date}} {{time}}) when {{sign}} {{start}} rises at the place by the clock.':
    'மாற்று முறை: கிரகங்களும் பாவங்களும் {{moment}} ({{zone}}) நேரத்தினுடையவை; தீர்ப்புக்கு ({{date}} {{time}}) அருகில், கடிகாரப்படி அந்த ஊரில் {{sign}} {{start}} உதயமாகும் நேரம்.',
  'The planets are those of the moment of judgement, {{moment}} ({{zone}}).':
    'கிரகங்கள் தீர்ப்பு நேரமான {{moment}} ({{zone}}) இனுடையவை.',
  'Ruling planets: the moment of judgement, with the Ascendant actually rising then ({{ascendant}}).':
    'ஆளும் கிரகங்கள்: தீர்ப்பு நேரம், அப்போது உண்மையில் உதயமாகும் லக்னத்துடன் ({{ascendant}}).',
  'House {{house}} is read as the first (a question about someone else): cusps are numbered from it.':
    'பாவம் {{house}} முதல் பாவமாகப் படிக்கப்படுகிறது (பிறரைப் பற்றிய கேள்வி): பாவ முனைகள் அதிலிருந்து எண்ணப்படுகின்றன.',
  'Horary chart, number {{n}}': 'பிரசன்ன சக்கரம், எண் {{n}}',
  'Horary chart of number {{n}}, {{moment}} at {{place}}': 'எண் {{n}} இன் பிரசன்ன சக்கரம், {{moment}}, {{place}}',
  'No. {{n}}': 'எண் {{n}}',
  'Ruling Planets of the moment': 'இந்நேர ஆளும் கிரகங்கள்',
  'Verdict aid': 'தீர்ப்பு உதவி',
  'Not a verdict: the steps of the KP rule for the matter, laid out so that you can check them and judge.':
    'இது தீர்ப்பு அல்ல: விஷயத்திற்கான கேபி விதியின் படிகள், நீங்கள் சரிபார்த்துத் தீர்மானிக்க.',
  Matter: 'விஷயம்',
  'Choose the matter of the question': 'கேள்வியின் விஷயத்தைத் தேர்ந்தெடுக்கவும்',
  'Verdict aid for {{matter}}': '{{matter}} க்கான தீர்ப்பு உதவி',
  'Choose a matter to see its steps.': 'படிகளைக் காண விஷயத்தைத் தேர்ந்தெடுக்கவும்.',
  '{{matter}}: favourable houses {{favourable}}; negating houses {{negating}}.':
    '{{matter}}: சாதகமான பாவங்கள் {{favourable}}; மறுக்கும் பாவங்கள் {{negating}}.',
  "The sub lord of cusp {{cusp}}, the matter's primary cusp, is {{subLord}}.":
    'பாவ முனை {{cusp}} (விஷயத்தின் முதன்மை பாவ முனை) இன் உப அதிபதி {{subLord}}.',
  '{{subLord}} signifies houses {{houses}}: its star lord {{starLord}} occupies {{starLordOccupies}} (A); {{subLord}} occupies {{occupies}} (B); {{starLord}} owns {{starLordOwns}} (C); {{subLord}} owns {{owns}} (D).':
    '{{subLord}} பாவங்கள் {{houses}} இன் காரகர்: அதன் நட்சத்திர அதிபதி {{starLord}} பாவம் {{starLordOccupies}} இல் (A); {{subLord}} பாவம் {{occupies}} இல் (B); {{starLord}} பாவங்கள் {{starLordOwns}} இன் அதிபதி (C); {{subLord}} பாவங்கள் {{owns}} இன் அதிபதி (D).',
  'Of these, favourable to the matter: {{favourable}}. Negating it: {{negating}}. In neither group: {{neither}}.':
    'இவற்றில் விஷயத்திற்குச் சாதகமானவை: {{favourable}}. மறுப்பவை: {{negating}}. எந்தக் குழுவிலும் இல்லாதவை: {{neither}}.',
  'Ruling planets of the moment, strongest first: {{rulers}}.':
    'இந்நேர ஆளும் கிரகங்கள், வலிமையானது முதலில்: {{rulers}}.',
  'Planets signifying a favourable house of the matter: {{planets}}.':
    'விஷயத்தின் சாதகமான பாவத்தைக் குறிக்கும் கிரகங்கள்: {{planets}}.',
  'None of the ruling planets is among them.': 'ஆளும் கிரகங்கள் எதுவும் இவற்றில் இல்லை.',
  'Ruling planets among them: {{rulers}}.': 'இவற்றில் ஆளும் கிரகங்கள்: {{rulers}}.',
  '{{planet}} (favourable {{favourable}}; negating {{negating}})':
    '{{planet}} (சாதகம் {{favourable}}; மறுப்பு {{negating}})',
};
