/**
 * The decorative 4x4 ring of twelve sign cells with an empty 2x2 centre (spec §2 "Shared layout"), each cell
 * with its own colour, sign and ruling planet, in the spec's order from the top-left corner clockwise.
 */
const CELLS = [
  { sign: 'Pisces', lord: 'Jupiter', colour: '#cfe3f7', row: 1, col: 1 },
  { sign: 'Aries', lord: 'Mars', colour: '#f7d4cf', row: 1, col: 2 },
  { sign: 'Taurus', lord: 'Venus', colour: '#dcefd2', row: 1, col: 3 },
  { sign: 'Gemini', lord: 'Mercury', colour: '#fbf0c9', row: 1, col: 4 },
  { sign: 'Cancer', lord: 'Moon', colour: '#e4ddf4', row: 2, col: 4 },
  { sign: 'Leo', lord: 'Sun', colour: '#fde2c3', row: 3, col: 4 },
  { sign: 'Virgo', lord: 'Mercury', colour: '#d5eee9', row: 4, col: 4 },
  { sign: 'Libra', lord: 'Venus', colour: '#f6d9e8', row: 4, col: 3 },
  { sign: 'Scorpio', lord: 'Mars', colour: '#e9d3cf', row: 4, col: 2 },
  { sign: 'Sagittarius', lord: 'Jupiter', colour: '#d8e4f0', row: 4, col: 1 },
  { sign: 'Capricorn', lord: 'Saturn', colour: '#e2e2d8', row: 3, col: 1 },
  { sign: 'Aquarius', lord: 'Saturn', colour: '#d9edf6', row: 2, col: 1 },
] as const;

/**
 * A sign or planet name: in full where the cell has room; in a narrow column (a container query in
 * styles.css) its first three letters, with the full name still read by screen readers. Names never break
 * inside a word.
 */
function ZodiacName({ name }: { name: string }) {
  return (
    <>
      <span className="zodiac-full">{name}</span>
      <span className="zodiac-short" aria-hidden="true">
        {name.slice(0, 3)}
      </span>
    </>
  );
}

/** The decorative zodiac ring of the layout's left column. */
export function ZodiacHouseChart() {
  return (
    <figure className="zodiac-house-chart m-0" aria-label="The twelve signs and their ruling planets">
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
            key={cell.sign}
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
