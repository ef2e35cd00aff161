import type { OfflinePhrase } from './en.js';

/** The offline app's words in Hindi. */
export const hiOffline: Readonly<Record<OfflinePhrase, string>> = {
  'You are offline.': 'आप ऑफ़लाइन हैं।',
  'Place search, PDFs, share links and account changes wait for the network.':
    'स्थान खोज, पीडीएफ़, साझा लिंक और खाते के बदलाव नेटवर्क की प्रतीक्षा करते हैं।',
  'Changes waiting to be sent: {{count}}': 'भेजे जाने की प्रतीक्षा में बदलाव: {{count}}',
  'Changed here and on the server': 'यहाँ और सर्वर पर, दोनों जगह बदला गया',
  'A change made offline was refused': 'ऑफ़लाइन किया गया एक बदलाव अस्वीकार हुआ',
  'This record was changed on the server after this device read it. Which copy stays?':
    'इस उपकरण के पढ़ने के बाद यह रिकॉर्ड सर्वर पर बदला गया। कौन-सी प्रति रहे?',
  'The server no longer has this record.': 'सर्वर पर अब यह रिकॉर्ड नहीं है।',
  Field: 'क्षेत्र',
  'On this device': 'इस उपकरण पर',
  'On the server': 'सर्वर पर',
  'Keep mine': 'मेरी प्रति रखें',
  "Keep the server's": 'सर्वर की प्रति रखें',
  'Drop this change': 'यह बदलाव छोड़ें',
  'This device': 'यह उपकरण',
  'Keep this practice on this device': 'यह अभ्यास इस उपकरण पर रखें',
  'Your clients, settings, life events and saved records are kept on this device, encrypted, so they open without a network. They are wiped when you sign out or turn this off.':
    'आपके जातक, सेटिंग्स, जीवन घटनाएँ और सहेजे गए रिकॉर्ड इस उपकरण पर कूटबद्ध रखे जाते हैं, ताकि वे बिना नेटवर्क के खुलें। साइन आउट करने या इसे बंद करने पर वे मिटा दिए जाते हैं।',
  'Changes are waiting to be sent: it can be turned off once they are.':
    'बदलाव भेजे जाने की प्रतीक्षा में हैं: उनके भेजे जाने के बाद इसे बंद किया जा सकता है।',
  'Turning it on needs the network.': 'इसे चालू करने के लिए नेटवर्क चाहिए।',
  'Changes made offline are not sent yet: {{count}}. Signing out now loses them.':
    'ऑफ़लाइन किए गए बदलाव अभी भेजे नहीं गए: {{count}}। अभी साइन आउट करने पर वे खो जाएँगे।',
  'waits for the network': 'नेटवर्क की प्रतीक्षा',
  'Place search waits for the network: enter the latitude, longitude and zone by hand.':
    'स्थान खोज नेटवर्क की प्रतीक्षा करती है: अक्षांश, देशांतर और समय क्षेत्र स्वयं भरें।',
  '{{ordinal}}. {{event}} — {{when}}': '{{ordinal}}. {{event}} — {{when}}',
  'Saved on this device. Its periods, promise and score come when it is sent.':
    'इस उपकरण पर सहेजा गया। भेजे जाने पर इसकी दशाएँ, वचन और अंक आएँगे।',
  'Saved on this device. It is sent when the network returns.':
    'इस उपकरण पर सहेजा गया। नेटवर्क लौटने पर यह भेजा जाएगा।',
  'A client added offline needs the captcha': 'किसी ऑफ़लाइन जोड़े गए क्लाइंट को कैप्चा चाहिए',
  'Answer the captcha to send {{name}}, added on this device.':
    'इस उपकरण पर जोड़े गए {{name}} को भेजने के लिए कैप्चा का उत्तर दें।',
  'Send the client': 'क्लाइंट भेजें',
  'Offline, the client is saved on this device; the captcha is asked when the network returns.':
    'ऑफ़लाइन, क्लाइंट इस उपकरण पर सहेजा जाता है; नेटवर्क लौटने पर कैप्चा पूछा जाएगा।',
};
