import { MUHURTA_CHOSEN_MESSAGES as CHOSEN } from '../../calls/muhurta.js';
import { MUHURTA_MESSAGES as M, MUHURTA_SAVED_FULL_MESSAGE } from '../../muhurta.js';
import type { MuhurtaPhrase } from './en.js';

/** The muhurta calls' messages in Hindi. */
export const hiMuhurta: Readonly<Record<MuhurtaPhrase, string>> = {
  [M.event]: 'सूची में से एक कार्य चुनें',
  [M.favourableEmpty]: 'कम से कम एक शुभ भाव चुनें',
  [M.houseRange]: 'भाव 1 से 12 तक होते हैं',
  [M.overlap]: 'एक भाव शुभ और निषेधक दोनों नहीं हो सकता',
  [M.cusp]: 'घटना भाव 1 से 12 में से एक है',
  [M.from]: 'अवधि का आरम्भ दिनांक और समय के रूप में लिखें',
  [M.to]: 'अवधि का अन्त दिनांक और समय के रूप में लिखें',
  [M.toNotAfterFrom]: 'अवधि का अन्त उसके आरम्भ के बाद होना चाहिए',
  [M.rangeTooLong]: 'अवधि अधिकतम 31 दिन की हो सकती है',
  [M.participants]: 'अधिकतम 8 जातक चुनें, प्रत्येक एक बार',
  [M.participant]: 'अपनी सूची से एक जातक चुनें',
  [M.vetoes]: 'प्रत्येक अशुभ काल या तो वर्जित है या नहीं',
  [M.window]: 'खोज में मिला एक मुहूर्त काल चुनें',
  [M.note]: 'टिप्पणी अधिकतम 500 अक्षरों की हो सकती है',
  [M.saved]: 'मुहूर्त सफलतापूर्वक सहेजा गया',
  [M.removed]: 'मुहूर्त सफलतापूर्वक हटाया गया',
  [M.notFound]: 'मुहूर्त नहीं मिला।',
  [MUHURTA_SAVED_FULL_MESSAGE]: 'एक जातक के अधिकतम 200 मुहूर्त सहेजे जा सकते हैं: पहले एक हटाएँ',
  [CHOSEN.none]: 'कम से कम एक मुहूर्त काल चुनें',
  [CHOSEN.tooMany]: 'अधिकतम 50 मुहूर्त काल चुनें',
};
