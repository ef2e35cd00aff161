import type { IntervalPhrase } from './en.js';

/**
 * The screen texts of the Cuspal In Interval and Planet In Interval searches in Hindi. A cusp is भाव संधि and
 * the lords राशि/नक्षत्र/उप स्वामी, as in the rest of the Hindi resource.
 */
export const hiInterval: Readonly<Record<IntervalPhrase, string>> = {
  'Cuspal In Interval': 'अंतराल में भाव संधि',
  'Planet In Interval': 'अंतराल में ग्रह',
  'Start time': 'आरंभ समय',
  'End date': 'समाप्ति तिथि',
  'End time': 'समाप्ति समय',
  'Loading - Interval Search': 'लोड हो रहा है - अंतराल खोज',
  Group: 'समूह',
  'No Group': 'कोई समूह नहीं',
  'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'हर पंक्ति वह क्षण है (सेकंड तक) जब कोई भाव संधि अपनी राशि, नक्षत्र या उप स्वामी बदलती है; हर खाने में उस क्षण से लागू राशि स्वामी-नक्षत्र स्वामी-उप स्वामी है, बदले हुए खाने मोटे अक्षरों में। ↑ अंतराल को उस पंक्ति से आरंभ करता है, ↓ वहीं समाप्त करता है।',
  'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'हर पंक्ति वह क्षण है (सेकंड तक) जब कोई भाव संधि अपनी राशि, नक्षत्र या उप स्वामी बदलती है; हर खाने में उस क्षण से लागू उप स्वामी है, बदले हुए खाने मोटे अक्षरों में। ↑ अंतराल को उस पंक्ति से आरंभ करता है, ↓ वहीं समाप्त करता है।',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'हर पंक्ति वह क्षण है (सेकंड तक) जब कोई ग्रह अपनी राशि, नक्षत्र या उप स्वामी बदलता है; हर खाने में उस क्षण से लागू राशि स्वामी-नक्षत्र स्वामी-उप स्वामी है, बदले हुए खाने मोटे अक्षरों में। ↑ अंतराल को उस पंक्ति से आरंभ करता है, ↓ वहीं समाप्त करता है।',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'हर पंक्ति वह क्षण है (सेकंड तक) जब कोई ग्रह अपनी राशि, नक्षत्र या उप स्वामी बदलता है; हर खाने में उस क्षण से लागू उप स्वामी है, बदले हुए खाने मोटे अक्षरों में। ↑ अंतराल को उस पंक्ति से आरंभ करता है, ↓ वहीं समाप्त करता है।',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the star lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'हर पंक्ति वह क्षण है (सेकंड तक) जब कोई ग्रह अपनी राशि, नक्षत्र या उप स्वामी बदलता है; हर खाने में उस क्षण से लागू नक्षत्र स्वामी है, बदले हुए खाने मोटे अक्षरों में। ↑ अंतराल को उस पंक्ति से आरंभ करता है, ↓ वहीं समाप्त करता है।',
  'Cuspal In Interval: {{n}} rows, {{city}} (UTC{{offset}})':
    'अंतराल में भाव संधि: {{n}} पंक्तियाँ, {{city}} (UTC{{offset}})',
  'Planet In Interval: {{n}} rows, {{city}} (UTC{{offset}})':
    'अंतराल में ग्रह: {{n}} पंक्तियाँ, {{city}} (UTC{{offset}})',
  'Move the window': 'अंतराल खिसकाएँ',
  'Start at {{moment}}': '{{moment}} से आरंभ',
  'End at {{moment}}': '{{moment}} पर समाप्त',
  'Start here and calculate': 'यहाँ से आरंभ करें और गणना करें',
  'End here and calculate': 'यहाँ समाप्त करें और गणना करें',
  '{{sign}}: sign lord {{signLord}}, star lord {{starLord}}, sub lord {{subLord}}':
    '{{sign}}: राशि स्वामी {{signLord}}, नक्षत्र स्वामी {{starLord}}, उप स्वामी {{subLord}}',
  '(changed)': '(बदला)',
};
