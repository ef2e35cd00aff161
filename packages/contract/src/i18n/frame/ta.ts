import type { FramePhrase } from './en.js';

/** The screen texts of the page frame (header, search, footer), the public shared page and the printouts in Tamil. */
export const taFrame: Readonly<Record<FramePhrase, string>> = {
  'KP Astro Desk': 'கே.பி. ஆஸ்ட்ரோ டெஸ்க்',
  'KP Desk': 'கே.பி. டெஸ்க்',
  '© {{year}} <brand>KP Astro Desk</brand>. All rights reserved.':
    '© {{year}} <brand>கே.பி. ஆஸ்ட்ரோ டெஸ்க்</brand>. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  Logout: 'வெளியேறு',
  'You tried to Signoff from the applicaition. Do you really want to exit?':
    'நீங்கள் பயன்பாட்டிலிருந்து வெளியேற முயன்றீர்கள். உண்மையில் வெளியேற விரும்புகிறீர்களா?',
  Yes: 'ஆம்',
  No: 'இல்லை',
  Ok: 'சரி',
  'Search clients': 'ஜாதகரைத் தேடு',
  'Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place':
    'எண், பெயர், பிறந்த தேதி (yyyy-mm-dd), கைபேசி, மின்னஞ்சல், பிறந்த ஊர்',
  'Search by Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place':
    'எண், பெயர், பிறந்த தேதி (yyyy-mm-dd), கைபேசி, மின்னஞ்சல் அல்லது பிறந்த ஊர் மூலம் தேடு',
  'Matching clients': 'பொருந்தும் ஜாதகர்கள்',
  'Page Not Found': 'பக்கம் கிடைக்கவில்லை',
  'The requested Page is not available': 'நீங்கள் கேட்ட பக்கம் இங்கு இல்லை',
  'Network Error': 'நெட்வொர்க் பிழை',
  'Login Error': 'உள்நுழைவுப் பிழை',
  Login: 'உள்நுழை',
  'Shared by {{name}}': '{{name}} பகிர்ந்தது',
  'Shared by {{name}} · {{contact}}': '{{name}} பகிர்ந்தது · {{contact}}',
  'Read-only; this link is valid until {{date}}.': 'படிக்க மட்டும்; இந்த இணைப்பு {{date}} வரை செல்லும்.',
  'No event report has been written yet.': 'இதுவரை எந்த நிகழ்வு அறிக்கையும் எழுதப்படவில்லை.',
  'Rashi chart of {{name}}': '{{name}} அவர்களின் ராசி சக்கரம்',
  'Running periods': 'நடப்பு தசைகள்',
  'Dasha Bhukti schedule': 'தசா புக்தி அட்டவணை',
  'This page could not be shown.': 'இந்தப் பக்கத்தைக் காட்ட முடியவில்லை.',
  'Reload page': 'பக்கத்தை மீண்டும் ஏற்று',
  'Choose a client from the dashboard or the search first.':
    'முதலில் முகப்புப் பலகையிலிருந்தோ தேடலிலிருந்தோ ஒரு ஜாதகரைத் தேர்ந்தெடுக்கவும்.',
  'Loading - Client': 'ஏற்றுகிறது - ஜாதகர்',
};
