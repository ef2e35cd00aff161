import type { PrintoutPhrase } from './en.js';

/** The printouts' own texts in Tamil, in the usage of Tamil KP books; KP's abbreviations (CL, OCC, CST, CSL) stay as they print them. */
export const taPrintouts: Readonly<Record<PrintoutPhrase, string>> = {
  'KP Sheet': 'கே.பி. அட்டவணை',
  'KP Sheet: {{client}}': 'கே.பி. அட்டவணை: {{client}}',
  'Advanced Stellar System report': 'மேம்பட்ட நட்சத்திர முறை அறிக்கை',
  '{{event}}: Advanced Stellar System report': '{{event}}: மேம்பட்ட நட்சத்திர முறை அறிக்கை',
  '{{client}} {{event}} report {{date}}': '{{client}} {{event}} அறிக்கை {{date}}',
  'Birth {{moment}} at {{place}} ({{latitude}}, {{longitude}}), zone {{zone}}':
    'பிறப்பு {{moment}}, {{place}} ({{latitude}}, {{longitude}}), நேர மண்டலம் {{zone}}',
  'Corrected birth time {{moment}}': 'திருத்திய பிறந்த நேரம் {{moment}}',
  'corrected birth time; recorded {{moment}}': 'திருத்திய பிறந்த நேரம்; பதிவு செய்தது {{moment}}',
  'Ayanamsa {{ayanamsa}} {{degree}} · {{houses}} · {{nodes}} · {{ephemeris}}':
    'அயனாம்சம் {{ayanamsa}} {{degree}} · {{houses}} · {{nodes}} · {{ephemeris}}',
  'Birth chart ({{style}})': 'ஜாதகக் கட்டம் ({{style}})',
  'Planets with degrees in their sign; R retrograde; Roman numerals are the KP cusps.':
    'கிரகங்கள் தம் ராசிப் பாகைகளுடன்; வ வக்கிரம்; ரோமன் எண்கள் கே.பி. பாவ முனைகள்.',
  '{{star}} (Patham {{patham}}) · Star lord {{lord}}': '{{star}} (பாதம் {{patham}}) · நட்சத்திர அதிபதி {{lord}}',
  '{{sign}} · Sign lord {{lord}}': '{{sign}} · ராசி அதிபதி {{lord}}',
  'Sign lord': 'ராசி அதிபதி',
  'Lagna sign / star / sub lord': 'லக்ன ராசி / நட்சத்திர / உப அதிபதி',
  'Ruling planets (birth time)': 'ஆளும் கிரகங்கள் (பிறந்த நேரம்)',
  'Running periods (today)': 'நடப்பு தசா புக்தி (இன்று)',
  'Bhukti: {{lord}} Dasha': '{{lord}} தசையின் புக்திகள்',
  'outside the 120-year schedule': '120 ஆண்டு தசா அட்டவணைக்கு வெளியே',
  Ruler: 'ஆள்பவர்',
  'Planets as significators (houses)': 'கிரக காரகங்கள் (பாவங்கள்)',
  'Cuspal significators A–F (planets)': 'பாவ முனை காரகங்கள் A–F (கிரகங்கள்)',
  Mahadashas: 'மகா தசைகள்',
  'Prepared by {{name}}': 'தயாரித்தவர் {{name}}',
  '{{planet}} R': '{{planet}} வ',
  'Generated {{date}} with KP Astro Desk': '{{date}} அன்று KP Astro Desk மூலம் உருவாக்கப்பட்டது',
  'Page {{page}} of {{pages}}': 'பக்கம் {{page}} / {{pages}}',
  'Houses of the event: {{houses}}': 'நிகழ்வின் பாவங்கள்: {{houses}}',
  '{{group}} {{houses}}': '{{group}} {{houses}}',
  'Categories of the planets': 'கிரகங்களின் வகைகள்',
  'Categories of the planets (proposed (not saved))': 'கிரகங்களின் வகைகள் (முன்மொழிவு, சேமிக்கப்படவில்லை)',
  'CL / OCC / CST / CSL': 'CL / OCC / CST / CSL',
  'Destiny: {{side}}': 'விதி: {{side}}',
  Opposing: 'எதிர்ப்பு',
  'Prosperity summary': 'வளச் சுருக்கம்',
  'Class (planet / star / sub / sub-sub)': 'வகுப்பு (கிரகம் / நட்சத்திரம் / உப / உப-உப)',
  'Report comment': 'அறிக்கைக் குறிப்பு',
  'No report comment has been saved for this event.': 'இந்த நிகழ்வுக்கு அறிக்கைக் குறிப்பு எதுவும் சேமிக்கப்படவில்லை.',
  'Coming periods of the top-ranked planets ({{planets}})':
    'முன்னணி கிரகங்களின் ({{planets}}) வரவிருக்கும் காலங்கள்',
  'No coming period has all three lords among the top-ranked planets.':
    'வரவிருக்கும் எந்தக் காலத்தின் மூன்று அதிபதிகளும் முன்னணி கிரகங்களில் இல்லை.',
  favourable: 'சாதகம்',
  mixed: 'கலப்பு',
  unfavourable: 'பாதகம்',
  '7th cusp sub lord': '7-ஆம் பாவ உப அதிபதி',
  '{{count}} more periods on the Match page': 'மேலும் {{count}} தசைகள் பொருத்தப் பக்கத்தில்',
  'Life events: {{client}}': 'வாழ்க்கை நிகழ்வுகள்: {{client}}',
  '{{client}} life events {{date}}': '{{client}} வாழ்க்கை நிகழ்வுகள் {{date}}',
  'Life events with their periods, promise and score': 'வாழ்க்கை நிகழ்வுகள்: தசா காலங்கள், வாக்குறுதி மற்றும் மதிப்பெண்',
  'No life events have been added for this client.': 'இந்த ஜாதகருக்கு வாழ்க்கை நிகழ்வுகள் எதுவும் சேர்க்கப்படவில்லை.',
  'Chosen rectification': 'தேர்ந்தெடுத்த பிறப்பு நேரத் திருத்தம்',
  'No rectification has been chosen: the events are judged at the recorded birth time.':
    'எந்தத் திருத்தமும் தேர்ந்தெடுக்கப்படவில்லை: நிகழ்வுகள் பதிவான பிறப்பு நேரத்தில் மதிப்பிடப்படுகின்றன.',
  'Birth time chosen {{moment}} (recorded {{recorded}})':
    'தேர்ந்தெடுத்த பிறப்பு நேரம் {{moment}} (பதிவானது {{recorded}})',
  'Score {{score}}: {{up}} events favourable, {{down}} unfavourable':
    'மதிப்பெண் {{score}}: {{up}} நிகழ்வுகள் சாதகம், {{down}} பாதகம்',
  'The events above are judged for a birth at this time: their periods, promise and score are its evidence.':
    'மேலே உள்ள நிகழ்வுகள் இந்த நேரப் பிறப்புக்கு மதிப்பிடப்பட்டவை: அவற்றின் காலங்கள், வாக்குறுதி, மதிப்பெண் இதன் ஆதாரம்.',
};
