import type { ReactNode } from 'react';

interface ChartFrameProps {
  /** Side of the square viewBox in chart units. */
  size: number;
  /** The accessible name of the drawing. */
  title: string;
  children: ReactNode;
}

/**
 * The square SVG every chart style draws into: it scales to its container (up to 480 px, readable at 375 px
 * since text sizes are in viewBox units) and prints in black on white with no background needed.
 */
export function ChartFrame({ size, title, children }: ChartFrameProps) {
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${size} ${size}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      // The page's font stack, which names the script's Noto face in Hindi, Tamil and Telugu (script-fonts.css).
      style={{
        maxWidth: 480,
        height: 'auto',
        display: 'block',
        margin: '0 auto',
        fontFamily: 'var(--bs-body-font-family)',
      }}
    >
      <rect x={0.5} y={0.5} width={size - 1} height={size - 1} fill="none" stroke="#000" strokeWidth={1} />
      {children}
    </svg>
  );
}
