import type { NoticePhrase } from './en.js';

/** The notices of success in Telugu. */
export const teNotices: Readonly<Record<NoticePhrase, string>> = {
  'Birth Time is reset successfully.': 'జనన సమయం విజయవంతంగా పునరుద్ధరించబడింది.',
  'Birth Time is updated successfully.': 'జనన సమయం విజయవంతంగా నవీకరించబడింది.',
  'Client details are added successfully.': 'జాతకుని వివరాలు విజయవంతంగా జోడించబడ్డాయి.',
  'Client details are deleted successfully.': 'జాతకుని వివరాలు విజయవంతంగా తొలగించబడ్డాయి.',
  'Client details are updated successfully.': 'జాతకుని వివరాలు విజయవంతంగా నవీకరించబడ్డాయి.',
  'Comment is updated successfully.': 'వ్యాఖ్య విజయవంతంగా నవీకరించబడింది.',
  'Destiny values updated successfully.': 'విధి విలువలు విజయవంతంగా నవీకరించబడ్డాయి.',
  'Horary question is saved successfully': 'ప్రశ్న విజయవంతంగా భద్రపరచబడింది',
  'Life event is added successfully': 'జీవిత సంఘటన విజయవంతంగా జోడించబడింది',
  'Life event is deleted successfully': 'జీవిత సంఘటన విజయవంతంగా తొలగించబడింది',
  'Life event is updated successfully': 'జీవిత సంఘటన విజయవంతంగా నవీకరించబడింది',
  'Option is calculated successfully': 'ఎంపిక విజయవంతంగా లెక్కించబడింది',
  'Password is reset successfully.': 'పాస్‌వర్డ్ విజయవంతంగా రీసెట్ చేయబడింది.',
  'Pin is changed successfully.': 'పిన్ విజయవంతంగా మార్చబడింది.',
  'Planet values updated successfully.': 'గ్రహ విలువలు విజయవంతంగా నవీకరించబడ్డాయి.',
  'Prosperity values updated successfully.': 'సమృద్ధి విలువలు విజయవంతంగా నవీకరించబడ్డాయి.',
  'Settings are updated successfully': 'సెట్టింగ్‌లు విజయవంతంగా నవీకరించబడ్డాయి',
  'Your astrologer account is created successfully.': 'మీ జ్యోతిష్కుల ఖాతా విజయవంతంగా సృష్టించబడింది.',
  'Your email and mobile details updated successfully.': 'మీ ఇమెయిల్ మరియు మొబైల్ వివరాలు విజయవంతంగా నవీకరించబడ్డాయి.',
  'Your password is changed successfully.': 'మీ పాస్‌వర్డ్ విజయవంతంగా మార్చబడింది.',
  'Your personal details are updated successfully.': 'మీ వ్యక్తిగత వివరాలు విజయవంతంగా నవీకరించబడ్డాయి.',
  'Your pin is changed successfully': 'మీ పిన్ విజయవంతంగా మార్చబడింది',
};
