import type { NoticePhrase } from './en.js';

/** The notices of success in Hindi. */
export const hiNotices: Readonly<Record<NoticePhrase, string>> = {
  'Birth Time is reset successfully.': 'जन्म समय सफलतापूर्वक पुनः स्थापित किया गया।',
  'Birth Time is updated successfully.': 'जन्म समय सफलतापूर्वक अद्यतन किया गया।',
  'Client details are added successfully.': 'जातक विवरण सफलतापूर्वक जोड़ा गया।',
  'Client details are deleted successfully.': 'जातक विवरण सफलतापूर्वक हटाया गया।',
  'Client details are updated successfully.': 'जातक विवरण सफलतापूर्वक अद्यतन किया गया।',
  'Comment is updated successfully.': 'टिप्पणी सफलतापूर्वक अद्यतन की गई।',
  'Destiny values updated successfully.': 'भाग्य मान सफलतापूर्वक अद्यतन किए गए।',
  'Horary question is saved successfully': 'प्रश्न सफलतापूर्वक सहेजा गया',
  'Life event is added successfully': 'जीवन घटना सफलतापूर्वक जोड़ी गई',
  'Life event is deleted successfully': 'जीवन घटना सफलतापूर्वक हटाई गई',
  'Life event is updated successfully': 'जीवन घटना सफलतापूर्वक अद्यतन की गई',
  'Option is calculated successfully': 'विकल्प सफलतापूर्वक गणना किया गया',
  'Password is reset successfully.': 'पासवर्ड सफलतापूर्वक पुनः सेट किया गया।',
  'Pin is changed successfully.': 'पिन सफलतापूर्वक बदला गया।',
  'Planet values updated successfully.': 'ग्रह मान सफलतापूर्वक अद्यतन किए गए।',
  'Prosperity values updated successfully.': 'समृद्धि मान सफलतापूर्वक अद्यतन किए गए।',
  'Settings are updated successfully': 'सेटिंग्स सफलतापूर्वक अद्यतन की गईं',
  'Your astrologer account is created successfully.': 'आपका ज्योतिषी खाता सफलतापूर्वक बनाया गया।',
  'Your email and mobile details updated successfully.': 'आपका ईमेल और मोबाइल विवरण सफलतापूर्वक अद्यतन किया गया।',
  'Your password is changed successfully.': 'आपका पासवर्ड सफलतापूर्वक बदला गया।',
  'Your personal details are updated successfully.': 'आपका व्यक्तिगत विवरण सफलतापूर्वक अद्यतन किया गया।',
  'Your pin is changed successfully': 'आपका पिन सफलतापूर्वक बदला गया',
};
