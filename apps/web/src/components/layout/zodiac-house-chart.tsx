import {
  BODY_ABBREVIATIONS,
  DEFAULT_DISPLAY_LANGUAGE,
  DISPLAY_LANGUAGES,
  SIGN_NAMES,
  nameOf,
  type DisplayLanguage,
} from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { useFittedNames } from './fitted-names';

/**
 * The decorative 4x4 ring of twelve sign cells with an empty 2x2 centre (spec §2 "Shared layout"), each cell
 * with its own colour, sign and ruling planet, in the spec's order from the top-left corner clockwise. Each
 * name comes with its short form for a narrow column: the planets as the spec's charts and tables spell them
 * (Sun, Mon, Mar, Mer, Jup, Ven, Sat: chart-screens §2 and §3), the signs by their usual first three letters.
 */
const CELLS = [
  { sign: ['Pisces', 'Pis'], lord: ['Jupiter', 'Jup'], colour: '#cfe3f7', row: 1, col: 1 },
  { sign: ['Aries', 'Ari'], lord: ['Mars', 'Mar'], colour: '#f7d4cf', row: 1, col: 2 },
  { sign: ['Taurus', 'Tau'], lord: ['Venus', 'Ven'], colour: '#dcefd2', row: 1, col: 3 },
  { sign: ['Gemini', 'Gem'], lord: ['Mercury', 'Mer'], colour: '#fbf0c9', row: 1, col: 4 },
  { sign: ['Cancer', 'Can'], lord: ['Moon', 'Mon'], colour: '#e4ddf4', row: 2, col: 4 },
  { sign: ['Leo', 'Leo'], lord: ['Sun', 'Sun'], colour: '#fde2c3', row: 3, col: 4 },
  { sign: ['Virgo', 'Vir'], lord: ['Mercury', 'Mer'], colour: '#d5eee9', row: 4, col: 4 },
  { sign: ['Libra', 'Lib'], lord: ['Venus', 'Ven'], colour: '#f6d9e8', row: 4, col: 3 },
  { sign: ['Scorpio', 'Sco'], lord: ['Mars', 'Mar'], colour: '#e9d3cf', row: 4, col: 2 },
  { sign: ['Sagittarius', 'Sag'], lord: ['Jupiter', 'Jup'], colour: '#d8e4f0', row: 4, col: 1 },
  { sign: ['Capricorn', 'Cap'], lord: ['Saturn', 'Sat'], colour: '#e2e2d8', row: 3, col: 1 },
  { sign: ['Aquarius', 'Aqu'], lord: ['Saturn', 'Sat'], colour: '#d9edf6', row: 2, col: 1 },
] as const;

/**
 * The signs' short forms of the narrow ring in Tamil and Telugu, whose names run to six letters
 * (விருச்சிகம், కర్కాటకం) where the English ring has three: the stem the name takes in compounds (மேஷ ராசி,
 * మేష రాశి) cut to its first syllables, as the English ring takes the first three letters; no panchang fixes
 * such forms. Hindi names are short already (मेष … मीन) and stay whole. Aries … Pisces.
 */
const SIGN_SHORT_NAMES: Partial<Record<DisplayLanguage, readonly string[]>> = {
  ta: ['மேஷ', 'ரிஷ', 'மிது', 'கட', 'சிம்', 'கன்', 'துலா', 'விரு', 'தனு', 'மக', 'கும்', 'மீன'],
  te: ['మేష', 'వృష', 'మిథు', 'కర్క', 'సింహ', 'కన్య', 'తుల', 'వృశ్చి', 'ధను', 'మక', 'కుంభ', 'మీన'],
};

type Cell = (typeof CELLS)[number];

/** i18next's language as a display language (English for anything else, as the resources fall back). */
const toDisplayLanguage = (code: string): DisplayLanguage =>
  DISPLAY_LANGUAGES.find((language) => language.value === code)?.value ?? DEFAULT_DISPLAY_LANGUAGE;

/** The short form a narrow ring shows: English three letters, a planet's chart abbreviation, a sign's stem. */
function shortName(cell: Cell, kind: 'sign' | 'lord', language: DisplayLanguage, fullName: string) {
  if (language === DEFAULT_DISPLAY_LANGUAGE) return cell[kind][1];
  if (kind === 'lord') return nameOf(BODY_ABBREVIATIONS, cell.lord[0], language);
  return SIGN_SHORT_NAMES[language]?.[SIGN_NAMES.indexOf(cell.sign[0])] ?? fullName;
}

/**
 * A sign or planet name: in full where the cell has room; in a narrow column (a container query in
 * styles.css) its short form, with the full name still read by screen readers.
 */
function ZodiacName({ cell, kind }: { cell: Cell; kind: 'sign' | 'lord' }) {
  const { t, i18n } = useTranslation();
  const language = toDisplayLanguage(i18n.language);
  const fullName = t(cell[kind][0]);
  return (
    <>
      <span className="zodiac-full">{fullName}</span>
      <span className="zodiac-short" aria-hidden="true">
        {shortName(cell, kind, language, fullName)}
      </span>
    </>
  );
}

/**
 * The decorative zodiac ring of the layout's left column. Each name line stays on one line inside its cell
 * in every language, shrunk when it is wider (useFittedNames).
 */
export function ZodiacHouseChart() {
  const { t, i18n } = useTranslation();
  const ref = useFittedNames<HTMLElement>(i18n.language);
  return (
    <figure
      ref={ref}
      className="zodiac-house-chart m-0"
      aria-label={t('The twelve signs and their ruling planets')}
    >
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          gridTemplateRows: 'repeat(4, 1fr)',
          gap: 3,
        }}
      >
        {CELLS.map((cell) => (
          <div
            key={cell.sign[0]}
            className="p-1 text-center rounded"
            style={{
              gridRow: cell.row,
              gridColumn: cell.col,
              background: cell.colour,
              aspectRatio: '1',
              minWidth: 0,
            }}
          >
            <div className="fw-semibold" data-fit>
              <ZodiacName cell={cell} kind="sign" />
            </div>
            <div data-fit>
              <ZodiacName cell={cell} kind="lord" />
            </div>
          </div>
        ))}
      </div>
    </figure>
  );
}
