import type { IntervalPhrase } from './en.js';

/**
 * The screen texts of the Cuspal In Interval and Planet In Interval searches in Tamil. A cusp is பாவ முனை and
 * the lords ராசி/நட்சத்திர/உப அதிபதி, as in the rest of the Tamil resource.
 */
export const taInterval: Readonly<Record<IntervalPhrase, string>> = {
  'Cuspal In Interval': 'இடைவெளியில் பாவ முனை',
  'Planet In Interval': 'இடைவெளியில் கிரகங்கள்',
  'Start time': 'தொடக்க நேரம்',
  'End date': 'முடிவு தேதி',
  'End time': 'முடிவு நேரம்',
  'Loading - Interval Search': 'ஏற்றப்படுகிறது - இடைவெளி தேடல்',
  Group: 'குழு',
  'No Group': 'குழு இல்லை',
  'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ஒவ்வொரு வரிசையும் ஒரு பாவ முனை தன் ராசி, நட்சத்திரம் அல்லது உப அதிபதியை மாற்றும் கணம் (வினாடி வரை); ஒவ்வொரு கட்டமும் அந்தக் கணம் முதல் நடப்பிலுள்ள ராசி அதிபதி-நட்சத்திர அதிபதி-உப அதிபதியைக் காட்டும், மாறிய கட்டங்கள் தடித்த எழுத்தில். ↑ இடைவெளியை அந்த வரிசையில் தொடங்கும், ↓ அங்கே முடிக்கும்.',
  'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ஒவ்வொரு வரிசையும் ஒரு பாவ முனை தன் ராசி, நட்சத்திரம் அல்லது உப அதிபதியை மாற்றும் கணம் (வினாடி வரை); ஒவ்வொரு கட்டமும் அந்தக் கணம் முதல் நடப்பிலுள்ள உப அதிபதியைக் காட்டும், மாறிய கட்டங்கள் தடித்த எழுத்தில். ↑ இடைவெளியை அந்த வரிசையில் தொடங்கும், ↓ அங்கே முடிக்கும்.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ஒவ்வொரு வரிசையும் ஒரு கிரகம் தன் ராசி, நட்சத்திரம் அல்லது உப அதிபதியை மாற்றும் கணம் (வினாடி வரை); ஒவ்வொரு கட்டமும் அந்தக் கணம் முதல் நடப்பிலுள்ள ராசி அதிபதி-நட்சத்திர அதிபதி-உப அதிபதியைக் காட்டும், மாறிய கட்டங்கள் தடித்த எழுத்தில். ↑ இடைவெளியை அந்த வரிசையில் தொடங்கும், ↓ அங்கே முடிக்கும்.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ஒவ்வொரு வரிசையும் ஒரு கிரகம் தன் ராசி, நட்சத்திரம் அல்லது உப அதிபதியை மாற்றும் கணம் (வினாடி வரை); ஒவ்வொரு கட்டமும் அந்தக் கணம் முதல் நடப்பிலுள்ள உப அதிபதியைக் காட்டும், மாறிய கட்டங்கள் தடித்த எழுத்தில். ↑ இடைவெளியை அந்த வரிசையில் தொடங்கும், ↓ அங்கே முடிக்கும்.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the star lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.':
    'ஒவ்வொரு வரிசையும் ஒரு கிரகம் தன் ராசி, நட்சத்திரம் அல்லது உப அதிபதியை மாற்றும் கணம் (வினாடி வரை); ஒவ்வொரு கட்டமும் அந்தக் கணம் முதல் நடப்பிலுள்ள நட்சத்திர அதிபதியைக் காட்டும், மாறிய கட்டங்கள் தடித்த எழுத்தில். ↑ இடைவெளியை அந்த வரிசையில் தொடங்கும், ↓ அங்கே முடிக்கும்.',
  'Cuspal In Interval: {{n}} rows, {{city}} (UTC{{offset}})':
    'இடைவெளியில் பாவ முனை: {{n}} வரிசைகள், {{city}} (UTC{{offset}})',
  'Planet In Interval: {{n}} rows, {{city}} (UTC{{offset}})':
    'இடைவெளியில் கிரகங்கள்: {{n}} வரிசைகள், {{city}} (UTC{{offset}})',
  'Move the window': 'இடைவெளியை நகர்த்து',
  'Start at {{moment}}': '{{moment}} இலிருந்து தொடங்கு',
  'End at {{moment}}': '{{moment}} இல் முடி',
  'Start here and calculate': 'இங்கிருந்து தொடங்கிக் கணக்கிடு',
  'End here and calculate': 'இங்கே முடித்துக் கணக்கிடு',
  '{{sign}}: sign lord {{signLord}}, star lord {{starLord}}, sub lord {{subLord}}':
    '{{sign}}: ராசி அதிபதி {{signLord}}, நட்சத்திர அதிபதி {{starLord}}, உப அதிபதி {{subLord}}',
  '(changed)': '(மாறியது)',
};
