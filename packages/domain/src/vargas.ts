/**
 * The words of the divisional charts (shared/domain/vargas.md): the sixteen vargas by their division number,
 * the method ids the engine names on every chart, and the four Vimsopaka groups. The engine answers with these
 * ids; a page or a PDF picks the words.
 */
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

/**
 * Where the words come from. English: vargas.md (after BPHS in Santhanam's translation). Hindi, Tamil and
 * Telugu: the Sanskrit names written in each script as Jyotisha books print them; the method descriptions are
 * our own translations of the English.
 */
const VARGA_SOURCES: readonly string[] = [
  'shared/domain/vargas.md (English names and methods, after BPHS ch. 6-7)',
  'Sanskrit names in Devanagari, Tamil and Telugu script',
  'Hindi, Tamil, Telugu method descriptions: our translations of the English',
];

/** Division number of one of the sixteen vargas (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60). */
export type VargaNumber = number;

/** The sixteen vargas' names, by division number. */
export const VARGA_NAMES: Vocabulary<VargaNumber> = defineVocabulary<VargaNumber>(
  [
    [1, { en: 'Rashi', hi: 'राशि', ta: 'ராசி', te: 'రాశి' }],
    [2, { en: 'Hora', hi: 'होरा', ta: 'ஹோரை', te: 'హోర' }],
    [3, { en: 'Drekkana', hi: 'द्रेष्काण', ta: 'திரேக்காணம்', te: 'ద్రేక్కాణ' }],
    [4, { en: 'Chaturthamsa', hi: 'चतुर्थांश', ta: 'சதுர்த்தாம்சம்', te: 'చతుర్థాంశ' }],
    [7, { en: 'Saptamsa', hi: 'सप्तमांश', ta: 'சப்தாம்சம்', te: 'సప్తాంశ' }],
    [9, { en: 'Navamsa', hi: 'नवांश', ta: 'நவாம்சம்', te: 'నవాంశ' }],
    [10, { en: 'Dasamsa', hi: 'दशांश', ta: 'தசாம்சம்', te: 'దశాంశ' }],
    [12, { en: 'Dwadasamsa', hi: 'द्वादशांश', ta: 'துவாதசாம்சம்', te: 'ద్వాదశాంశ' }],
    [16, { en: 'Shodasamsa', hi: 'षोडशांश', ta: 'ஷோடசாம்சம்', te: 'షోడశాంశ' }],
    [20, { en: 'Vimsamsa', hi: 'विंशांश', ta: 'விம்சாம்சம்', te: 'వింశాంశ' }],
    [24, { en: 'Chaturvimsamsa', hi: 'चतुर्विंशांश', ta: 'சதுர்விம்சாம்சம்', te: 'చతుర్వింశాంశ' }],
    [27, { en: 'Bhamsa', hi: 'भांश', ta: 'பாம்சம்', te: 'భాంశ' }],
    [30, { en: 'Trimsamsa', hi: 'त्रिंशांश', ta: 'திரிம்சாம்சம்', te: 'త్రింశాంశ' }],
    [40, { en: 'Khavedamsa', hi: 'खवेदांश', ta: 'கவேதாம்சம்', te: 'ఖవేదాంశ' }],
    [45, { en: 'Akshavedamsa', hi: 'अक्षवेदांश', ta: 'அக்ஷவேதாம்சம்', te: 'అక్షవేదాంశ' }],
    [60, { en: 'Shashtiamsa', hi: 'षष्ट्यंश', ta: 'ஷஷ்டியாம்சம்', te: 'షష్ట్యంశ' }],
  ],
  VARGA_SOURCES,
);

/** The method ids of the engine's VARGA_METHOD, described in a line. */
export const VARGA_METHODS: Vocabulary<string> = defineVocabulary<string>(
  [
    ['rashi', { en: 'the sign itself', hi: 'स्वयं राशि', ta: 'ராசியே', te: 'రాశే' }],
    [
      'parashara-sun-moon-hora',
      {
        en: 'Parashara: odd signs Leo then Cancer, even signs Cancer then Leo',
        hi: 'पराशर: विषम राशि में सिंह फिर कर्क, सम राशि में कर्क फिर सिंह',
        ta: 'பராசரர்: ஒற்றை ராசியில் சிம்மம் பின் கடகம், இரட்டை ராசியில் கடகம் பின் சிம்மம்',
        te: 'పరాశర: బేసి రాశిలో సింహం తరువాత కర్కాటకం, సరి రాశిలో కర్కాటకం తరువాత సింహం',
      },
    ],
    [
      'parashara-5th-9th',
      {
        en: 'Parashara: the sign, its 5th, its 9th',
        hi: 'पराशर: राशि, उससे पाँचवीं, नौवीं',
        ta: 'பராசரர்: ராசி, அதன் 5-ஆம், 9-ஆம்',
        te: 'పరాశర: రాశి, దాని 5వ, 9వ',
      },
    ],
    [
      'parashara-kendras',
      {
        en: 'Parashara: the sign, its 4th, 7th, 10th',
        hi: 'पराशर: राशि, उससे चौथी, सातवीं, दसवीं',
        ta: 'பராசரர்: ராசி, அதன் 4, 7, 10-ஆம்',
        te: 'పరాశర: రాశి, దాని 4, 7, 10వ',
      },
    ],
    [
      'parashara-even-from-7th',
      {
        en: 'Parashara: odd signs from the sign, even signs from the 7th',
        hi: 'पराशर: विषम राशि स्वयं से, सम राशि सातवीं से',
        ta: 'பராசரர்: ஒற்றை ராசி தன்னிலிருந்து, இரட்டை ராசி 7-ஆம் இலிருந்து',
        te: 'పరాశర: బేసి రాశి తననుండి, సరి రాశి 7వ నుండి',
      },
    ],
    [
      'parashara-element-start',
      {
        en: 'Parashara: from Aries, Capricorn, Libra or Cancer by element',
        hi: 'पराशर: तत्व के अनुसार मेष, मकर, तुला या कर्क से',
        ta: 'பராசரர்: தத்துவப்படி மேஷம், மகரம், துலாம் அல்லது கடகத்திலிருந்து',
        te: 'పరాశర: తత్త్వం ప్రకారం మేషం, మకరం, తుల లేదా కర్కాటకం నుండి',
      },
    ],
    [
      'parashara-even-from-9th',
      {
        en: 'Parashara: odd signs from the sign, even signs from the 9th',
        hi: 'पराशर: विषम राशि स्वयं से, सम राशि नौवीं से',
        ta: 'பராசரர்: ஒற்றை ராசி தன்னிலிருந்து, இரட்டை ராசி 9-ஆம் இலிருந்து',
        te: 'పరాశర: బేసి రాశి తననుండి, సరి రాశి 9వ నుండి',
      },
    ],
    [
      'parashara-from-sign',
      {
        en: 'Parashara: counted from the sign',
        hi: 'पराशर: राशि से गिनकर',
        ta: 'பராசரர்: ராசியிலிருந்து எண்ணி',
        te: 'పరాశర: రాశి నుండి లెక్కించి',
      },
    ],
    [
      'parashara-modality-aries-leo-sagittarius',
      {
        en: 'Parashara: movable from Aries, fixed from Leo, dual from Sagittarius',
        hi: 'पराशर: चर मेष से, स्थिर सिंह से, द्विस्वभाव धनु से',
        ta: 'பராசரர்: சரம் மேஷத்திலிருந்து, ஸ்திரம் சிம்மத்திலிருந்து, உபயம் தனுசிலிருந்து',
        te: 'పరాశర: చరం మేషం నుండి, స్థిరం సింహం నుండి, ద్విస్వభావం ధనుస్సు నుండి',
      },
    ],
    [
      'parashara-modality-aries-sagittarius-leo',
      {
        en: 'Parashara: movable from Aries, fixed from Sagittarius, dual from Leo',
        hi: 'पराशर: चर मेष से, स्थिर धनु से, द्विस्वभाव सिंह से',
        ta: 'பராசரர்: சரம் மேஷத்திலிருந்து, ஸ்திரம் தனுசிலிருந்து, உபயம் சிம்மத்திலிருந்து',
        te: 'పరాశర: చరం మేషం నుండి, స్థిరం ధనుస్సు నుండి, ద్విస్వభావం సింహం నుండి',
      },
    ],
    [
      'parashara-leo-cancer',
      {
        en: 'Parashara: odd signs from Leo, even signs from Cancer',
        hi: 'पराशर: विषम राशि सिंह से, सम राशि कर्क से',
        ta: 'பராசரர்: ஒற்றை ராசி சிம்மத்திலிருந்து, இரட்டை ராசி கடகத்திலிருந்து',
        te: 'పరాశర: బేసి రాశి సింహం నుండి, సరి రాశి కర్కాటకం నుండి',
      },
    ],
    [
      'parashara-unequal',
      {
        en: 'Parashara: five unequal parts ruled by Mars, Saturn, Jupiter, Mercury, Venus',
        hi: 'पराशर: मंगल, शनि, गुरु, बुध, शुक्र के पाँच असमान भाग',
        ta: 'பராசரர்: செவ்வாய், சனி, குரு, புதன், சுக்கிரன் ஆளும் ஐந்து சமமற்ற பகுதிகள்',
        te: 'పరాశర: కుజ, శని, గురు, బుధ, శుక్రుల ఐదు అసమాన భాగాలు',
      },
    ],
    [
      'parashara-aries-libra',
      {
        en: 'Parashara: odd signs from Aries, even signs from Libra',
        hi: 'पराशर: विषम राशि मेष से, सम राशि तुला से',
        ta: 'பராசரர்: ஒற்றை ராசி மேஷத்திலிருந்து, இரட்டை ராசி துலாமிலிருந்து',
        te: 'పరాశర: బేసి రాశి మేషం నుండి, సరి రాశి తుల నుండి',
      },
    ],
  ],
  VARGA_SOURCES,
);

/** The four Vimsopaka groups. */
export const VIMSOPAKA_GROUP_NAMES: Vocabulary<string> = defineVocabulary<string>(
  [
    ['shadvarga', { en: 'Shadvarga', hi: 'षड्वर्ग', ta: 'ஷட்வர்க்கம்', te: 'షడ్వర్గ' }],
    ['saptavarga', { en: 'Saptavarga', hi: 'सप्तवर्ग', ta: 'சப்தவர்க்கம்', te: 'సప్తవర్గ' }],
    ['dasavarga', { en: 'Dasavarga', hi: 'दशवर्ग', ta: 'தசவர்க்கம்', te: 'దశవర్గ' }],
    ['shodasavarga', { en: 'Shodasavarga', hi: 'षोडशवर्ग', ta: 'ஷோடசவர்க்கம்', te: 'షోడశవర్గ' }],
  ],
  VARGA_SOURCES,
);
