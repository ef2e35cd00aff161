import { DEFAULT_DISPLAY_LANGUAGE } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';

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
 * A sign or planet name: in full where the cell has room; in a narrow column (a container query in
 * styles.css) its short form, with the full name still read by screen readers. Names never break inside a
 * word.
 */
function ZodiacName({ name: [full, short] }: { name: readonly [string, string] }) {
  const { t, i18n } = useTranslation();
  // A sign has no short form of its own in the other languages: its name is short already (मेष, மேஷம்).
  const isEnglish = i18n.language === DEFAULT_DISPLAY_LANGUAGE;
  return (
    <>
      <span className="zodiac-full">{t(full)}</span>
      <span className="zodiac-short" aria-hidden="true">
        {isEnglish ? short : t(short, { defaultValue: t(full) })}
      </span>
    </>
  );
}

/** The decorative zodiac ring of the layout's left column. */
export function ZodiacHouseChart() {
  const { t } = useTranslation();
  return (
    <figure className="zodiac-house-chart m-0" aria-label={t('The twelve signs and their ruling planets')}>
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
            <div className="fw-semibold">
              <ZodiacName name={cell.sign} />
            </div>
            <div>
              <ZodiacName name={cell.lord} />
            </div>
          </div>
        ))}
      </div>
    </figure>
  );
}
