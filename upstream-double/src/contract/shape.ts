// Compares a response body with a recording's `shape` skeleton ('str' | 'int' | 'float' | 'bool' | 'null',
// lists, dicts). The rules, and why:
// - dicts: exactly the recorded keys; every value compared recursively.
// - scalars: 'float' accepts any JSON number (JSON cannot tell 100.0 from 100), 'int' needs an integer.
// - lists: the recorder kept ONE element skeleton (the first element's). So a non-empty recorded list needs a
//   non-empty actual list in which SOME element matches that skeleton fully, and EVERY element is of the
//   same kind with no keys beyond it (elements may omit keys: a FIB question has no `options`, and an
//   MCQ feedback row has list answers where the recorded SCQ row has strings). `[]` must stay empty.
// - nullable keys (attempt_id in previews, a student's grade, an unanswered student_answer) may be null
//   where the recording has a value, and a value where the recording has null.

export type Shape = string | Shape[] | { [key: string]: Shape } | null;

const NULLABLE = new Set(['attempt_id', 'grade', 'student_answer']);

const isDict = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'list';
  return typeof v === 'object' ? 'dict' : typeof v;
}

function shapeKind(s: Shape): string {
  if (Array.isArray(s)) return 'list';
  if (s !== null && typeof s === 'object') return 'dict';
  return s === 'str' ? 'string' : s === 'int' || s === 'float' ? 'number' : s === 'bool' ? 'boolean' : 'null';
}

export function shapeMismatches(recorded: Shape, actual: unknown, path = '$', key = ''): string[] {
  if (NULLABLE.has(key) && (actual === null || recorded === 'null')) return [];
  if (typeof recorded === 'string' || recorded === null) {
    const ok =
      recorded === 'str'
        ? typeof actual === 'string'
        : recorded === 'int'
          ? Number.isInteger(actual)
          : recorded === 'float'
            ? typeof actual === 'number'
            : recorded === 'bool'
              ? typeof actual === 'boolean'
              : actual === null;
    return ok ? [] : [`${path}: expected ${String(recorded)}, got ${JSON.stringify(actual)?.slice(0, 60)}`];
  }
  if (Array.isArray(recorded)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${kindOf(actual)}`];
    const element = recorded[0];
    if (element === undefined)
      return actual.length === 0 ? [] : [`${path}: expected an empty list, got ${actual.length} items`];
    if (actual.length === 0) return [`${path}: expected items like the recording, got an empty list`];
    const problems: string[] = [];
    actual.forEach((item, i) => {
      if (kindOf(item) !== shapeKind(element) && !(item === null && NULLABLE.has(key)))
        problems.push(`${path}[${i}]: expected ${shapeKind(element)}, got ${kindOf(item)}`);
      else if (isDict(item) && isDict(element)) {
        const extra = Object.keys(item).filter((k) => !(k in element));
        if (extra.length) problems.push(`${path}[${i}]: unexpected keys ${extra.join(', ')}`);
      }
    });
    const full = actual.map((item, i) => shapeMismatches(element, item, `${path}[${i}]`, key));
    if (!full.some((m) => m.length === 0))
      problems.push(`${path}: no item matches the recorded element shape (${full[0]?.join('; ')})`);
    return problems;
  }
  if (!isDict(actual)) return [`${path}: expected a dict, got ${kindOf(actual)}`];
  const want = Object.keys(recorded).sort();
  const got = Object.keys(actual).sort();
  if (want.join() !== got.join()) return [`${path}: keys ${got.join(',')} != recorded ${want.join(',')}`];
  return want.flatMap((k) => shapeMismatches(recorded[k] as Shape, actual[k], `${path}.${k}`, k));
}
