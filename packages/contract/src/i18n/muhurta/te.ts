import { MUHURTA_CHOSEN_MESSAGES as CHOSEN } from '../../calls/muhurta.js';
import { MUHURTA_MESSAGES as M, MUHURTA_SAVED_FULL_MESSAGE } from '../../muhurta.js';
import type { MuhurtaPhrase } from './en.js';

/** The muhurta calls' messages in Telugu. */
export const teMuhurta: Readonly<Record<MuhurtaPhrase, string>> = {
  [M.event]: 'జాబితాలోని ఒక కార్యాన్ని ఎంచుకోండి',
  [M.favourableEmpty]: 'కనీసం ఒక అనుకూల భావాన్ని ఎంచుకోండి',
  [M.houseRange]: 'భావాలు 1 నుండి 12 వరకు',
  [M.overlap]: 'ఒక భావం అనుకూలం మరియు నిషేధకం రెండూ కాలేదు',
  [M.cusp]: 'సంఘటన భావం 1 నుండి 12 లో ఒకటి',
  [M.from]: 'పరిధి ప్రారంభాన్ని తేదీ మరియు సమయంగా నమోదు చేయండి',
  [M.to]: 'పరిధి ముగింపును తేదీ మరియు సమయంగా నమోదు చేయండి',
  [M.toNotAfterFrom]: 'పరిధి ముగింపు దాని ప్రారంభం తర్వాత ఉండాలి',
  [M.rangeTooLong]: 'పరిధి గరిష్ఠంగా 31 రోజులు ఉండవచ్చు',
  [M.participants]: 'గరిష్ఠంగా 8 జాతకులను ఎంచుకోండి, ప్రతి ఒక్కరినీ ఒకసారి',
  [M.participant]: 'మీ జాబితా నుండి ఒక జాతకుని ఎంచుకోండి',
  [M.vetoes]: 'ప్రతి చెడు కాలం వర్జించబడుతుంది లేదా కాదు',
  [M.window]: 'వెతుకులాటలో దొరికిన ఒక సమయాన్ని ఎంచుకోండి',
  [M.note]: 'గమనిక గరిష్ఠంగా 500 అక్షరాలు ఉండవచ్చు',
  [M.saved]: 'ముహూర్తం విజయవంతంగా సేవ్ చేయబడింది',
  [M.removed]: 'ముహూర్తం విజయవంతంగా తొలగించబడింది',
  [M.notFound]: 'ముహూర్తం కనబడలేదు.',
  [MUHURTA_SAVED_FULL_MESSAGE]: 'ఒక జాతకునికి గరిష్ఠంగా 200 ముహూర్తాలు సేవ్ చేయవచ్చు: ముందుగా ఒకటి తొలగించండి',
  [CHOSEN.none]: 'కనీసం ఒక సమయాన్ని ఎంచుకోండి',
  [CHOSEN.tooMany]: 'గరిష్ఠంగా 50 సమయాలను ఎంచుకోండి',
};
