import type { CSSProperties } from 'react';
import type { TextAlignment } from '@/gql/graphql';

/** Spec §9 defaults, used whenever the quiz's own setting is missing or unusable. */
export const FORMATTING_DEFAULTS = {
  fontSize: 16,
  lineSpacing: 1.6,
  textAlignment: 'LEFT',
  blankWidth: 8,
} as const;

/** Preview mode: only this many questions can be opened (spec §9). */
export const PREVIEW_QUESTION_LIMIT = 3;

/** The timer's ring goes round once in this many seconds (spec §9). */
export const TIMER_CYCLE_SECONDS = 600;

const positive = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/** A quiz's display settings (`QuizFormatting`), each possibly missing. */
export interface Formatting {
  fontSize?: number;
  lineSpacing?: number;
  textAlignment?: TextAlignment;
  blankWidth?: number;
}

/** Font size, line spacing and alignment of a question, as chosen for the quiz. */
export function questionStyle(formatting: Formatting | undefined): CSSProperties {
  const alignment = formatting?.textAlignment ?? FORMATTING_DEFAULTS.textAlignment;
  return {
    fontSize: `${positive(formatting?.fontSize, FORMATTING_DEFAULTS.fontSize)}px`,
    lineHeight: positive(formatting?.lineSpacing, FORMATTING_DEFAULTS.lineSpacing),
    textAlign: alignment === 'CENTER' ? 'center' : alignment === 'RIGHT' ? 'right' : 'left',
  };
}

/** Width of a fill-in blank: the quiz's factor × 10 px. */
export function blankWidthPx(formatting: Formatting | undefined): number {
  return positive(formatting?.blankWidth, FORMATTING_DEFAULTS.blankWidth) * 10;
}
