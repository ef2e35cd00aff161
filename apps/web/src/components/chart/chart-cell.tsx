import type { ChartHouse } from '@kpdesk/contract';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCellTokens } from './chart-cell-content.js';
import { fitText, toPointsAttribute, type Box, type CellShape, type TextToken } from './chart-geometry.js';
import { abbreviationIn, describeCell, type CellWords } from './chart-labels.js';
import type { ChartToggleState } from './chart-toggles-rules.js';

/** SVG places text by its baseline; this share of the font size puts a line's capitals below `top`. */
const BASELINE_SHIFT = 0.85;

interface FittedTextProps {
  tokens: readonly TextToken[];
  box: Box;
  maxFontSize: number;
  oneTokenPerLine?: boolean;
}

/** Tokens laid out as centred lines that fit `box`; each token is a tspan carrying its role. */
export function FittedText({ tokens, box, maxFontSize, oneTokenPerLine = false }: FittedTextProps) {
  const { fontSize, lineHeight, lines } = fitText(tokens, box, maxFontSize, oneTokenPerLine);
  const top = box.y + (box.height - lines.length * lineHeight) / 2;
  const x = box.x + box.width / 2;
  return lines.map((line, i) => (
    <text
      key={i}
      x={x}
      y={top + i * lineHeight + fontSize * BASELINE_SHIFT}
      fontSize={fontSize}
      textAnchor="middle"
      fill="#000"
    >
      {line.map((token, j) => (
        <Fragment key={j}>
          {j > 0 && ' '}
          <tspan data-role={token.role}>{token.text}</tspan>
        </Fragment>
      ))}
    </text>
  ));
}

interface ChartCellProps {
  /** The house of the chart drawn in the cell: its sign (data-sign), number (data-house) and contents. */
  entry: ChartHouse;
  shape: CellShape;
  /** The heading of the cell's accessible description, e.g. "Leo, house 1". */
  heading: string;
  /** The effective toggles of the chart's style (see `effectiveToggles`). */
  shown: ChartToggleState;
  /** The largest font the cell's text may take; smaller cells take less. */
  maxFontSize?: number;
  isAscendant?: boolean;
  /** Extra marks drawn above the outline (sign number, ascendant mark). */
  children?: ReactNode;
}

/**
 * One cell of a chart: outline, the description of everything in it for screen readers, its text fitted
 * into the cell, and data attributes for lookup.
 */
export function ChartCell(props: ChartCellProps) {
  const { entry, shape, heading, shown, maxFontSize = 13, isAscendant, children } = props;
  const { t, i18n } = useTranslation();
  const words: CellWords = {
    nameOf: (name) => t(name, { defaultValue: name }),
    say: (text, values) => t(text, { ...values, defaultValue: text }),
  };
  return (
    <g
      data-sign={entry.sign}
      data-house={entry.houseNumber}
      data-ascendant={isAscendant ? 'true' : undefined}
    >
      <title>{describeCell(heading, entry.items, entry.cusps, words)}</title>
      <polygon points={toPointsAttribute(shape.polygon)} fill="none" stroke="#000" strokeWidth={1} />
      {children}
      <FittedText
        tokens={buildCellTokens(entry, shown, {
          ...words,
          nameOf: (label) => abbreviationIn(i18n.language, label),
        })}
        box={shape.textBox}
        maxFontSize={maxFontSize}
      />
    </g>
  );
}

/** The words written in a chart's middle box (its title, or the birth details), each line centred. */
export function ChartCentre({
  lines,
  box,
  oneTokenPerLine = false,
}: {
  lines: readonly string[];
  box: Box;
  oneTokenPerLine?: boolean;
}) {
  return (
    <g data-role="centre">
      <FittedText
        tokens={lines.map((text) => ({ text, role: 'centre' as const }))}
        box={box}
        maxFontSize={13}
        oneTokenPerLine={oneTokenPerLine}
      />
    </g>
  );
}
