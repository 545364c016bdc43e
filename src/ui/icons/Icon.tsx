import type { ReactNode } from 'react';

interface IconProps {
  /** Width and height in CSS pixels. */
  size?: number;
  /** Line drawing (an SVG path), stroked in the text colour with round ends. */
  lines?: string;
  /** Filled shapes (an SVG path) in the text colour. */
  shapes?: string;
  strokeWidth?: number;
  className?: string;
  /** Anything the two paths cannot draw. */
  children?: ReactNode;
}

/**
 * Every icon of the app: an inline SVG in the text colour, drawn on a 24 × 24 grid and sized by
 * its caller (the shared paths are in ./glyphs). Decoration, hidden from assistive technology: the
 * control or text beside it carries the meaning (a meaningful icon is wrapped in an element with
 * role="img" and a name).
 */
export function Icon({ size = 24, lines, shapes, strokeWidth = 2.2, className, children }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={className} aria-hidden="true">
      {children}
      {shapes && <path d={shapes} fill="currentColor" />}
      {lines && (
        <path
          d={lines}
          fill="none"
          stroke="currentColor"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
