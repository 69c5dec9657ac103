import type { ReactNode } from 'react';
import styles from './icon.module.css';

export interface IconProps {
  /** Size in CSS pixels (square); default 1.25em of the surrounding text, so icons grow with it. */
  size?: number | string;
  className?: string;
}

/**
 * The frame every icon shares: a 24×24 drawing in the text colour, hidden from assistive technology (the text
 * beside it says what it means). Inline SVG rather than emoji: emoji depend on a colour-emoji font that many
 * cheap phones and desktop Linux lack, where they show as empty boxes.
 */
export function Icon({ size = '1.25em', className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={[styles.icon, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
