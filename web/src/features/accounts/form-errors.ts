import type { CodedUserError } from '@/lib/error-messages';

/** A problem from a mutation payload (`UserError`); its server `message` is never shown. */
export interface PayloadError extends CodedUserError {
  message?: string;
}

/**
 * Splits payload errors into per-field messages (shown beside the controls) and the rest (shown on top), each in
 * our own words for its code (`textOf`, from `useErrorText`).
 */
export function splitErrors(
  errors: readonly PayloadError[],
  textOf: (error: CodedUserError) => string,
): {
  byField: Record<string, string>;
  general: string[];
} {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const text = textOf(error);
    if (error.field) {
      const before = byField[error.field];
      // Two problems with one field that map to the same words are said once.
      byField[error.field] = before && !before.includes(text) ? `${before} ${text}` : text;
    } else if (!general.includes(text)) general.push(text);
  }
  return { byField, general };
}
