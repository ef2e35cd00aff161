import { nameOf, panchangWords, STARS, type ClientChartData, type DisplayLanguage } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClientRequest } from '../../api/charts';
import { ChartTable } from '../chart-tables/chart-table';
import { balanceSpan } from '../chart-tables/dasha-chain-panel';
import { englishText, type ClientDisplay } from './client-display';
import { translateName } from '../../i18n/name-text';

/**
 * The rows of a client's record, birth star table and birth panchang, as Client Details and the shared page
 * show them, and the two-column table that draws them.
 */
export type Rows = readonly (readonly [label: string, value: string])[];

/** A value word the server answers in English (a name, a weekday, a status); '' stays blank. */
const wordOf = (t: TFunction, word: string) => (word ? t(word, { defaultValue: word }) : '');

export function FieldTable({ caption, rows }: { caption: string; rows: Rows }) {
  const { t } = useTranslation();
  return (
    <ChartTable caption={caption}>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th scope="row" className="w-50">
            {t(label, { defaultValue: label })}
          </th>
          <td>{value}</td>
        </tr>
      ))}
    </ChartTable>
  );
}

/** Left table of the spec: the client record in the effective display formats, its words in `t`'s language. */
export function clientRows(client: ClientRequest, d: ClientDisplay, t: TFunction = englishText): Rows {
  return [
    ['Id', String(client.runningId)],
    ['Name', d.name],
    ['Father Name', client.fatherName ?? ''],
    ['Sex', wordOf(t, client.sex)],
    ['Email', client.email ?? ''],
    ['Mobile', client.mobile ?? ''],
    ['Birth Date', d.birthDate],
    ['Birth Time', d.birthTime],
    ['Birth Time Corrected', d.birthTimeCorrected],
    ['Birth Day', wordOf(t, client.birthDay)],
    ['Birth Timezone', d.timezone],
    ['Birth Place', client.birthCity],
    ['Latitude', d.latitude],
    ['Longitude', d.longitude],
    ['Marital Status', wordOf(t, client.maritalStatus)],
    ['Marriage Date', d.marriageDate],
  ];
}

/**
 * Right table of the spec: the Moon's star and sign, the Lagna, thithi (with its paksha) and ayanamsa, and the
 * balance of the birth dasha at birth. The sunrise-based day
 * (of the day lord) is added when a birth before sunrise makes it differ from the civil Birth Day
 * (decisions.md). Values in `t`'s language: names, the thithi with its paksha, the thithi type, the balance.
 */
export function chartRows(data: ClientChartData, t: TFunction = englishText): Rows {
  const word = (text: string) => wordOf(t, text);
  const thithi = { thithi: word(data.thithiName) };
  const rows: [string, string][] = [
    [
      'Star',
      t('{{star}} (star {{number}} of 27)', {
        star: translateName(t, nameOf(STARS, data.starNumber, 'en')),
        number: data.starNumber,
      }),
    ],
    ['Star Lord', word(data.starLord)],
    ['Sign', word(data.signName)],
    ['Sign Lord', word(data.signLord)],
    ['Lagna', word(data.cuspalSignName)],
    ['Lagna Lord', word(data.cuspalSignLord)],
    [
      'Thithi',
      data.thithiPaksha === 'Shukla'
        ? t('{{thithi}} (Shukla Paksha)', thithi)
        : t('{{thithi}} (Krishna Paksha)', thithi),
    ],
    ['Thithi Type', word(`${data.thithiTypeName2} (${data.thithiTypeName})`)],
    ['Ayanamsa', data.ayanamsaDegree],
    ['Ayanamsa Name', word(data.ayanamsaName)],
    [
      'Dasha Balance at Birth',
      t('{{lord}} {{span}}', {
        lord: word(data.balanceAtBirth.lord),
        span: balanceSpan(data.balanceAtBirth, t),
      }),
    ],
  ];
  if (data.hinduDay !== data.birthDay) rows.push(['Day (sunrise to sunrise)', word(data.hinduDay)]);
  return rows;
}

/**
 * The birth panchang (panchang.md §9): the limbs at the birth moment, worded by the same module as the
 * Panchang page and its printout.
 */
export function birthPanchangRows(data: ClientChartData, language: DisplayLanguage): Rows {
  const p = data.birthPanchang;
  const w = panchangWords(language);
  return [
    [w.label('vara'), w.vara(p.vara)],
    [w.label('tithi'), `${w.tithi(p.tithi, p.paksha)} (${p.tithi})`],
    [w.label('nakshatra'), `${w.nakshatra(p.nakshatra)} (${p.nakshatra}), ${w.label('pada')} ${p.pada}`],
    [w.label('yoga'), `${w.yoga(p.yoga)} (${p.yoga})`],
    [w.label('karana'), `${w.karana(p.karana)} (${p.karana})`],
    [w.label('amanta'), w.lunarMonth(p.lunarMonth.amanta)],
    [w.label('purnimanta'), w.lunarMonth(p.lunarMonth.purnimanta)],
  ];
}

export const asDisplayLanguage = (code: string): DisplayLanguage =>
  (['en', 'hi', 'ta', 'te'] as const).find((language) => language === code) ?? 'en';
