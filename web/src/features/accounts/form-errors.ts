/** A problem from a mutation payload (`UserError`). */
export interface PayloadError {
  code: string;
  field?: string | null;
  message: string;
}

/** Splits payload errors into per-field messages (shown beside the controls) and the rest (shown on top). */
export function splitErrors(errors: readonly PayloadError[]): {
  byField: Record<string, string>;
  general: string[];
} {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    if (error.field)
      byField[error.field] = byField[error.field]
        ? `${byField[error.field]} ${error.message}`
        : error.message;
    else if (error.message.trim()) general.push(error.message);
  }
  return { byField, general };
}
