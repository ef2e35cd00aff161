import type { TransferPhrase } from './en.js';

/**
 * The screen texts of the Import/Export page in Tamil, as Tamil software writes them: இறக்குமதி (import),
 * ஏற்றுமதி (export), முன்னோட்டம் (preview), வரிசை/நெடுவரிசை (row/column), with ஜாதகர் (client) and தீர்ப்பு
 * (judgement) as the other areas. The CSV's cell values (Male, Female, M, F) and patterns stay as the file must hold them.
 */
export const taTransfer: Readonly<Record<TransferPhrase, string>> = {
  'Import and export': 'இறக்குமதி மற்றும் ஏற்றுமதி',
  Export: 'ஏற்றுமதி',
  Import: 'இறக்குமதி',
  'The practice file holds every client with birth data, client settings, corrected birth time and saved event judgements, and every Options Theory record; it imports back here. The CSV holds the client records alone, one a row, for spreadsheets and other programs.':
    'பிராக்டிஸ் கோப்பில் ஒவ்வொரு ஜாதகரும் பிறப்பு விவரம், ஜாதகர் அமைப்புகள், திருத்திய பிறந்த நேரம், சேமித்த நிகழ்வுத் தீர்ப்புகளுடன் இருப்பார், ஒவ்வொரு தேர்வுக் கோட்பாடு பதிவும் இருக்கும்; அதை இங்கேயே மீண்டும் இறக்குமதி செய்யலாம். CSV இல் ஜாதகர் பதிவுகள் மட்டும், வரிசைக்கு ஒன்றாக, விரிதாள்களுக்கும் பிற நிரல்களுக்கும்.',
  'Export practice (JSON)': 'பிராக்டிஸை ஏற்றுமதி செய் (JSON)',
  'Export clients (CSV)': 'ஜாதகர்களை ஏற்றுமதி செய் (CSV)',
  'Saved {{file}}': '{{file}} சேமிக்கப்பட்டது',
  'File format': 'கோப்பு வடிவம்',
  'CSV with a header row': 'தலைப்பு வரிசையுடன் CSV',
  'KP Astro Desk practice file (JSON)': 'கே.பி. ஆஸ்ட்ரோ டெஸ்க் பிராக்டிஸ் கோப்பு (JSON)',
  'Jagannatha Hora charts (.jhd, one or many)': 'ஜகன்னாத ஹோரா ஜாதகங்கள் (.jhd, ஒன்று அல்லது பல)',
  'File to import': 'இறக்குமதி செய்ய வேண்டிய கோப்பு',
  'Files to import': 'இறக்குமதி செய்ய வேண்டிய கோப்புகள்',
  'Nothing is stored until you confirm the preview.': 'முன்னோட்டத்தை உறுதிசெய்யும் வரை எதுவும் சேமிக்கப்படாது.',
  'Reading the file…': 'கோப்பைப் படிக்கிறது…',
  'Preview of the file': 'கோப்பின் முன்னோட்டம்',
  '{{create}} to create, {{skip}} to skip as likely duplicates, {{reject}} rejected, {{warnings}} with warnings.':
    'உருவாக்க: {{create}}, நகலாக இருக்கக்கூடியவை எனத் தவிர்க்க: {{skip}}, நிராகரித்தவை: {{reject}}, எச்சரிக்கையுடன்: {{warnings}}.',
  "Use the atlas's proposed time zone where the file's differs (1 row)":
    'கோப்பின் நேர மண்டலம் வேறுபடும் இடத்தில் அட்லஸ் முன்மொழியும் நேர மண்டலத்தைப் பயன்படுத்து (1 வரிசை)',
  "Use the atlas's proposed time zone where the file's differs ({{n}} rows)":
    'கோப்பின் நேர மண்டலம் வேறுபடும் இடங்களில் அட்லஸ் முன்மொழியும் நேர மண்டலத்தைப் பயன்படுத்து ({{n}} வரிசைகள்)',
  'Import likely duplicates too (1 row)': 'நகலாக இருக்கக்கூடியதையும் இறக்குமதி செய் (1 வரிசை)',
  'Import likely duplicates too ({{n}} rows)': 'நகலாக இருக்கக்கூடியவற்றையும் இறக்குமதி செய் ({{n}} வரிசைகள்)',
  'Confirm import': 'இறக்குமதியை உறுதிசெய்',
  'Import stored: 1 client (number {{first}}).': 'இறக்குமதி சேமிக்கப்பட்டது: 1 ஜாதகர் (எண் {{first}}).',
  'Import stored: {{n}} clients (numbers {{first}} to {{last}}).':
    'இறக்குமதி சேமிக்கப்பட்டது: {{n}} ஜாதகர்கள் (எண்கள் {{first}} முதல் {{last}} வரை).',
  'Import stored: no clients.': 'இறக்குமதி சேமிக்கப்பட்டது: ஜாதகர் யாரும் இல்லை.',
  'Options Theory records: {{options}}, client settings: {{settings}}, corrected birth times: {{times}}, event judgements: {{events}}; skipped: {{skipped}}, rejected: {{rejected}}.':
    'தேர்வுக் கோட்பாடு பதிவுகள்: {{options}}, ஜாதகர் அமைப்புகள்: {{settings}}, திருத்திய பிறந்த நேரங்கள்: {{times}}, நிகழ்வுத் தீர்ப்புகள்: {{events}}; தவிர்த்தவை: {{skipped}}, நிராகரித்தவை: {{rejected}}.',
  'Column of each field': 'ஒவ்வொரு புலத்தின் நெடுவரிசை',
  "The file's columns as detected from its header row. Change any, then press Apply mapping to preview again; nothing is stored until Confirm import.":
    'கோப்பின் தலைப்பு வரிசையிலிருந்து கண்டறிந்த நெடுவரிசைகள். எதையும் மாற்றி, மீண்டும் முன்னோட்டம் காண "பொருத்தத்தைப் பயன்படுத்து" அழுத்தவும்; "இறக்குமதியை உறுதிசெய்" வரை எதுவும் சேமிக்கப்படாது.',
  'Father name': 'தந்தை பெயர்',
  'Birth place': 'பிறந்த ஊர்',
  'Marital status': 'திருமண நிலை',
  'Marriage date': 'திருமண தேதி',
  'Corrected birth time': 'திருத்திய பிறந்த நேரம்',
  '{{field}} (required)': '{{field}} (கட்டாயம்)',
  'Not in the file': 'கோப்பில் இல்லை',
  'Male or Female (M, F)': 'Male அல்லது Female (M, F)',
  'HH:mm or HH:mm:ss, 24-hour': 'HH:mm அல்லது HH:mm:ss, 24 மணி நேர முறை',
  'hours east of UTC: 5.5, -4, +05:30; empty = the atlas offset':
    'UTC க்குக் கிழக்கே மணிநேரம்: 5.5, -4, +05:30; காலி = அட்லஸ் வேறுபாடு',
  'decimal degrees, north positive': 'தசம பாகைகள், வடக்கு நேர்மறை',
  'decimal degrees, east positive': 'தசம பாகைகள், கிழக்கு நேர்மறை',
  'Apply mapping': 'பொருத்தத்தைப் பயன்படுத்து',
  'Apply mapping (changed)': 'பொருத்தத்தைப் பயன்படுத்து (மாற்றப்பட்டது)',
  'Import preview': 'இறக்குமதி முன்னோட்டம்',
  'Rows of the file, what the import does with each, and its problems':
    'கோப்பின் வரிசைகள், ஒவ்வொன்றையும் இறக்குமதி என்ன செய்யும், அதன் சிக்கல்கள்',
  'Show only rows with problems': 'சிக்கல் உள்ள வரிசைகளை மட்டும் காட்டு',
  Row: 'வரிசை',
  Problems: 'சிக்கல்கள்',
  'Event judgements': 'நிகழ்வுத் தீர்ப்புகள்',
  'Options Theory record': 'தேர்வுக் கோட்பாடு பதிவு',
  settings: 'அமைப்புகள்',
  '{{n}} event judgement(s)': 'நிகழ்வுத் தீர்ப்புகள்: {{n}}',
  'settings, {{n}} event judgement(s)': 'அமைப்புகள், நிகழ்வுத் தீர்ப்புகள்: {{n}}',
  Create: 'உருவாக்கு',
  'Skip (likely duplicate)': 'தவிர் (நகலாக இருக்கலாம்)',
  Reject: 'நிராகரி',
  'Error · {{field}}: {{message}}': 'பிழை · {{field}}: {{message}}',
  'Warning · {{field}}: {{message}}': 'எச்சரிக்கை · {{field}}: {{message}}',
  "Error · {{field}}: {{message}} (in the file: '{{value}}')":
    "பிழை · {{field}}: {{message}} (கோப்பில்: '{{value}}')",
  "Warning · {{field}}: {{message}} (in the file: '{{value}}')":
    "எச்சரிக்கை · {{field}}: {{message}} (கோப்பில்: '{{value}}')",
};
