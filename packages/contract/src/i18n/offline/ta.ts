import type { OfflinePhrase } from './en.js';

/** The offline app's words in Tamil. */
export const taOffline: Readonly<Record<OfflinePhrase, string>> = {
  'You are offline.': 'நீங்கள் இணைப்பில் இல்லை.',
  'Place search, PDFs, share links and account changes wait for the network.':
    'இடத் தேடல், PDF-கள், பகிர்வு இணைப்புகள், கணக்கு மாற்றங்கள் இணைப்புக்காகக் காத்திருக்கின்றன.',
  'Changes waiting to be sent: {{count}}': 'அனுப்பக் காத்திருக்கும் மாற்றங்கள்: {{count}}',
  'Changed here and on the server': 'இங்கும் சேவையகத்திலும் மாற்றப்பட்டது',
  'A change made offline was refused': 'இணைப்பின்றிச் செய்த ஒரு மாற்றம் மறுக்கப்பட்டது',
  'This record was changed on the server after this device read it. Which copy stays?':
    'இந்தச் சாதனம் படித்த பிறகு இந்தப் பதிவு சேவையகத்தில் மாற்றப்பட்டது. எந்தப் பிரதி இருக்க வேண்டும்?',
  'The server no longer has this record.': 'சேவையகத்தில் இந்தப் பதிவு இப்போது இல்லை.',
  Field: 'புலம்',
  'On this device': 'இந்தச் சாதனத்தில்',
  'On the server': 'சேவையகத்தில்',
  'Keep mine': 'என்னுடையதை வை',
  "Keep the server's": 'சேவையகத்தினுடையதை வை',
  'Drop this change': 'இந்த மாற்றத்தைக் கைவிடு',
  'This device': 'இந்தச் சாதனம்',
  'Keep this practice on this device': 'இந்தப் பயிற்சியை இந்தச் சாதனத்தில் வை',
  'Your clients, settings, life events and saved records are kept on this device, encrypted, so they open without a network. They are wiped when you sign out or turn this off.':
    'உங்கள் வாடிக்கையாளர்கள், அமைப்புகள், வாழ்க்கை நிகழ்வுகள், சேமித்த பதிவுகள் இணைப்பின்றித் திறக்கும்படி இந்தச் சாதனத்தில் மறையாக்கம் செய்து வைக்கப்படுகின்றன. வெளியேறும்போதோ இதை அணைக்கும்போதோ அவை அழிக்கப்படும்.',
  'Changes are waiting to be sent: it can be turned off once they are.':
    'மாற்றங்கள் அனுப்பக் காத்திருக்கின்றன: அவை அனுப்பப்பட்ட பின் இதை அணைக்கலாம்.',
  'Turning it on needs the network.': 'இதை இயக்க இணைப்பு தேவை.',
  'Changes made offline are not sent yet: {{count}}. Signing out now loses them.':
    'இணைப்பின்றிச் செய்த மாற்றங்கள் இன்னும் அனுப்பப்படவில்லை: {{count}}. இப்போது வெளியேறினால் அவை இழக்கப்படும்.',
  'waits for the network': 'இணைப்புக்காகக் காத்திருக்கிறது',
  'Place search waits for the network: enter the latitude, longitude and zone by hand.':
    'இடத் தேடல் இணைப்புக்காகக் காத்திருக்கிறது: அட்சரேகை, தீர்க்கரேகை, நேர மண்டலத்தை நீங்களே உள்ளிடவும்.',
  '{{ordinal}}. {{event}} — {{when}}': '{{ordinal}}. {{event}} — {{when}}',
  'Saved on this device. Its periods, promise and score come when it is sent.':
    'இந்தச் சாதனத்தில் சேமிக்கப்பட்டது. அனுப்பியதும் அதன் தசைகள், வாக்குறுதி, மதிப்பெண் வரும்.',
  'Saved on this device. It is sent when the network returns.':
    'இந்தச் சாதனத்தில் சேமிக்கப்பட்டது. இணைப்பு திரும்பியதும் அனுப்பப்படும்.',
  'A client added offline needs the captcha': 'ஆஃப்லைனில் சேர்த்த வாடிக்கையாளருக்கு கேப்ட்சா தேவை',
  'Answer the captcha to send {{name}}, added on this device.':
    'இந்தச் சாதனத்தில் சேர்த்த {{name}} ஐ அனுப்ப கேப்ட்சாவுக்குப் பதிலளிக்கவும்.',
  'Send the client': 'வாடிக்கையாளரை அனுப்பு',
  'Offline, the client is saved on this device; the captcha is asked when the network returns.':
    'ஆஃப்லைனில், வாடிக்கையாளர் இந்தச் சாதனத்தில் சேமிக்கப்படுவார்; நெட்வொர்க் திரும்பியதும் கேப்ட்சா கேட்கப்படும்.',
};
