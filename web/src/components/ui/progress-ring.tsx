import type { ReactNode } from 'react';
import styles from './progress-ring.module.css';

export interface ProgressRingProps {
  /** How full the ring is, 0–1 (values outside are clamped). */
  value: number;
  /** Outer size in px. */
  size?: number;
  /** Ring thickness in px. */
  thickness?: number;
  /** Shown in the middle (the ring itself is decorative: put the meaning in text). */
  children?: ReactNode;
}

/** A circular progress indicator. Purely visual: it is hidden from assistive technology. */
export function ProgressRing({ value, size = 56, thickness = 6, children }: ProgressRingProps) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const centre = size / 2;
  return (
    <span className={styles.ring} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle className={styles.track} cx={centre} cy={centre} r={radius} strokeWidth={thickness} />
        <circle
          className={styles.bar}
          cx={centre}
          cy={centre}
          r={radius}
          strokeWidth={thickness}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - filled)}
          transform={`rotate(-90 ${centre} ${centre})`}
        />
      </svg>
      {children ? <span className={styles.centre}>{children}</span> : null}
    </span>
  );
}
