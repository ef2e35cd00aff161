import type { TransferPhrase } from './en.js';

/**
 * The screen texts of the Import/Export page in Hindi, as Hindi software writes them: आयात (import), निर्यात
 * (export), पूर्वावलोकन (preview), पंक्ति/स्तंभ (row/column), with जातक (client) and निर्णय (judgement) as the
 * other areas. The CSV's cell values (Male, Female, M, F) and patterns stay as the file must hold them.
 */
export const hiTransfer: Readonly<Record<TransferPhrase, string>> = {
  'Import and export': 'आयात और निर्यात',
  Export: 'निर्यात',
  Import: 'आयात',
  'The practice file holds every client with birth data, client settings, corrected birth time and saved event judgements, and every Options Theory record; it imports back here. The CSV holds the client records alone, one a row, for spreadsheets and other programs.':
    'प्रैक्टिस फ़ाइल में हर जातक अपने जन्म विवरण, जातक सेटिंग्स, संशोधित जन्म समय और सहेजे गए घटना निर्णयों सहित रहता है, और हर विकल्प सिद्धांत रिकॉर्ड भी; इसे यहीं वापस आयात किया जा सकता है। CSV में केवल जातकों के रिकॉर्ड होते हैं, हर पंक्ति में एक, स्प्रेडशीट और अन्य प्रोग्रामों के लिए।',
  'Export practice (JSON)': 'प्रैक्टिस निर्यात करें (JSON)',
  'Export clients (CSV)': 'जातक निर्यात करें (CSV)',
  'Saved {{file}}': '{{file}} सहेजी गई',
  'File format': 'फ़ाइल प्रारूप',
  'CSV with a header row': 'शीर्ष पंक्ति सहित CSV',
  'KP Astro Desk practice file (JSON)': 'के.पी. एस्ट्रो डेस्क प्रैक्टिस फ़ाइल (JSON)',
  'Jagannatha Hora charts (.jhd, one or many)': 'जगन्नाथ होरा कुंडलियाँ (.jhd, एक या अनेक)',
  'File to import': 'आयात करने की फ़ाइल',
  'Files to import': 'आयात करने की फ़ाइलें',
  'Nothing is stored until you confirm the preview.': 'पूर्वावलोकन की पुष्टि करने तक कुछ भी सहेजा नहीं जाता।',
  'Reading the file…': 'फ़ाइल पढ़ी जा रही है…',
  'Preview of the file': 'फ़ाइल का पूर्वावलोकन',
  '{{create}} to create, {{skip}} to skip as likely duplicates, {{reject}} rejected, {{warnings}} with warnings.':
    'बनाने हेतु: {{create}}, संभावित दोहराव के कारण छोड़ने हेतु: {{skip}}, अस्वीकृत: {{reject}}, चेतावनी सहित: {{warnings}}।',
  "Use the atlas's proposed time zone where the file's differs (1 row)":
    'जहाँ फ़ाइल का समय क्षेत्र अलग है, वहाँ एटलस का प्रस्तावित समय क्षेत्र लें (1 पंक्ति)',
  "Use the atlas's proposed time zone where the file's differs ({{n}} rows)":
    'जहाँ फ़ाइल का समय क्षेत्र अलग है, वहाँ एटलस का प्रस्तावित समय क्षेत्र लें ({{n}} पंक्तियाँ)',
  'Import likely duplicates too (1 row)': 'संभावित दोहराव भी आयात करें (1 पंक्ति)',
  'Import likely duplicates too ({{n}} rows)': 'संभावित दोहराव भी आयात करें ({{n}} पंक्तियाँ)',
  'Confirm import': 'आयात की पुष्टि करें',
  'Import stored: 1 client (number {{first}}).': 'आयात सहेजा गया: 1 जातक (क्रमांक {{first}})।',
  'Import stored: {{n}} clients (numbers {{first}} to {{last}}).':
    'आयात सहेजा गया: {{n}} जातक (क्रमांक {{first}} से {{last}})।',
  'Import stored: no clients.': 'आयात सहेजा गया: कोई जातक नहीं।',
  'Options Theory records: {{options}}, client settings: {{settings}}, corrected birth times: {{times}}, event judgements: {{events}}; skipped: {{skipped}}, rejected: {{rejected}}.':
    'विकल्प सिद्धांत रिकॉर्ड: {{options}}, जातक सेटिंग्स: {{settings}}, संशोधित जन्म समय: {{times}}, घटना निर्णय: {{events}}; छोड़े गए: {{skipped}}, अस्वीकृत: {{rejected}}।',
  'Column of each field': 'हर फ़ील्ड का स्तंभ',
  "The file's columns as detected from its header row. Change any, then press Apply mapping to preview again; nothing is stored until Confirm import.":
    'फ़ाइल के स्तंभ, जैसे उसकी शीर्ष पंक्ति से पहचाने गए। कोई भी बदलें, फिर दोबारा पूर्वावलोकन के लिए "मैपिंग लागू करें" दबाएँ; "आयात की पुष्टि करें" तक कुछ भी सहेजा नहीं जाता।',
  'Father name': 'पिता का नाम',
  'Birth place': 'जन्म स्थान',
  'Marital status': 'वैवाहिक स्थिति',
  'Marriage date': 'विवाह दिनांक',
  'Corrected birth time': 'संशोधित जन्म समय',
  '{{field}} (required)': '{{field}} (आवश्यक)',
  'Not in the file': 'फ़ाइल में नहीं',
  'Male or Female (M, F)': 'Male या Female (M, F)',
  'HH:mm or HH:mm:ss, 24-hour': 'HH:mm या HH:mm:ss, 24 घंटे का',
  'hours east of UTC: 5.5, -4, +05:30; empty = the atlas offset':
    'UTC से पूर्व की ओर घंटे: 5.5, -4, +05:30; खाली = एटलस का अंतर',
  'decimal degrees, north positive': 'दशमलव अंश, उत्तर धनात्मक',
  'decimal degrees, east positive': 'दशमलव अंश, पूर्व धनात्मक',
  'Apply mapping': 'मैपिंग लागू करें',
  'Apply mapping (changed)': 'मैपिंग लागू करें (बदली गई)',
  'Import preview': 'आयात पूर्वावलोकन',
  'Rows of the file, what the import does with each, and its problems':
    'फ़ाइल की पंक्तियाँ, आयात हर एक के साथ क्या करेगा, और उसकी समस्याएँ',
  'Show only rows with problems': 'केवल समस्या वाली पंक्तियाँ दिखाएँ',
  Row: 'पंक्ति',
  Problems: 'समस्याएँ',
  'Event judgements': 'घटना निर्णय',
  'Options Theory record': 'विकल्प सिद्धांत रिकॉर्ड',
  settings: 'सेटिंग्स',
  '{{n}} event judgement(s)': 'घटना निर्णय: {{n}}',
  'settings, {{n}} event judgement(s)': 'सेटिंग्स, घटना निर्णय: {{n}}',
  Create: 'बनाएँ',
  'Skip (likely duplicate)': 'छोड़ें (संभावित दोहराव)',
  Reject: 'अस्वीकार',
  'Error · {{field}}: {{message}}': 'त्रुटि · {{field}}: {{message}}',
  'Warning · {{field}}: {{message}}': 'चेतावनी · {{field}}: {{message}}',
  "Error · {{field}}: {{message}} (in the file: '{{value}}')":
    "त्रुटि · {{field}}: {{message}} (फ़ाइल में: '{{value}}')",
  "Warning · {{field}}: {{message}} (in the file: '{{value}}')":
    "चेतावनी · {{field}}: {{message}} (फ़ाइल में: '{{value}}')",
};
