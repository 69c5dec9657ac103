import { z } from 'zod';

// Leaf schemas for upstream DTOs: tolerant by design. A leaf of the wrong type becomes null (the schema's
// nullable fields absorb it) instead of failing the whole response; only the overall shape is enforced.

/** `schema`'s value, or null when it is missing or of the wrong shape. */
const orNull = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null);

/** A string, or null when missing / of another type (numbers are kept as text). */
export const text = orNull(z.union([z.string(), z.number().transform(String)]));

/** A number, also from a numeric string ("60.00"); null when missing or not numeric. */
export const numeric = orNull(
  z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]),
).transform((v) => (v !== null && Number.isFinite(v) ? v : null));

/** An id sent as a number or a string (e.g. `attempt_id`); always a string on our side. */
export const idLike = orNull(z.union([z.number().int().transform(String), z.string().trim().min(1)]));

export const flag = orNull(z.boolean());

/** A list whose malformed items are dropped rather than failing the list. */
export function tolerantArray<T extends z.ZodType>(item: T) {
  return orNull(z.array(z.unknown())).transform((items) => wellFormed(item, items ?? []));
}

/** A top-level list (must be an array) whose malformed items are dropped. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((items) => wellFormed(item, items));
}

/** The items `item` parses, parsed; the others dropped. */
function wellFormed<T extends z.ZodType>(item: T, items: unknown[]): Array<z.output<T>> {
  return items.flatMap((raw) => {
    const parsed = item.safeParse(raw);
    return parsed.success ? [parsed.data as z.output<T>] : [];
  });
}
