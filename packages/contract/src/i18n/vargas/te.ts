import type { VargaPhrase } from './en.js';

/** The divisional charts' screen texts in Telugu. */
export const teVargas: Readonly<Record<VargaPhrase, string>> = {
  'Divisional chart': 'వర్గ చక్రం',
  'Positions and margins': 'స్థానాలు మరియు అంచులు',
  'All divisional charts': 'అన్ని వర్గ చక్రాలు',
  Vargottama: 'వర్గోత్తమం',
  'Margin earlier': 'ముందటి అంచు',
  'Margin later': 'తరువాతి అంచు',
  'over a day': 'ఒక రోజు కంటే ఎక్కువ',
};
