import { z } from 'zod';

// Leaf schemas for upstream DTOs: tolerant by design. A leaf of the wrong type becomes null (the schema's
// nullable fields absorb it) instead of failing the whole response; only the overall shape is enforced.

/** A string, or null when missing / of another type (numbers are kept as text). */
export const text = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

/** A number, also from a numeric string ("60.00"); null when missing or not numeric. */
export const numeric = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .catch(null)
  .transform((v) => (v === null || v === undefined || !Number.isFinite(v) ? null : v));

/** An id sent as a number or a string (e.g. `attempt_id`); always a string on our side. */
export const idLike = z
  .union([z.number().int().transform(String), z.string().trim().min(1)])
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

export const flag = z
  .boolean()
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

/** A list whose malformed items are dropped rather than failing the list. */
export function tolerantArray<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) => wellFormed(item, items ?? []));
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
