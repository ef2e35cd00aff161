import { Fragment, type ReactNode } from 'react';
import { fitText, toPointsAttribute, type Box, type CellShape, type TextToken } from './chart-geometry.js';

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
  shape: CellShape;
  /** Sign index 0..11 shown by the cell (data-sign). */
  sign: number;
  /** House number 1..12 of the cell (data-house). */
  houseNumber: number;
  /** Accessible description of everything in the cell. */
  description: string;
  tokens: readonly TextToken[];
  maxFontSize: number;
  isAscendant?: boolean;
  /** Extra marks drawn above the outline (sign number, ascendant mark). */
  children?: ReactNode;
}

/** One cell of a chart: outline, title for screen readers, fitted text and data attributes for lookup. */
export function ChartCell(props: ChartCellProps) {
  const { shape, sign, houseNumber, description, tokens, maxFontSize, isAscendant, children } = props;
  return (
    <g data-sign={sign} data-house={houseNumber} data-ascendant={isAscendant ? 'true' : undefined}>
      <title>{description}</title>
      <polygon points={toPointsAttribute(shape.polygon)} fill="none" stroke="#000" strokeWidth={1} />
      {children}
      <FittedText tokens={tokens} box={shape.textBox} maxFontSize={maxFontSize} />
    </g>
  );
}
