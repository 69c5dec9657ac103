/** Only plain data is walked (what JSON.parse makes): an upload's stream object or any class instance is a leaf. */
export const isPlainObject = (value: object) => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether `value` nests arrays and objects more than `max` levels deep (`{}` and `[]` are 1). Walked with a stack of
 * its own, not recursion, so no nesting a client sends can overflow the call stack here; it stops at the first
 * value past `max`.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const array = Array.isArray(item);
    if (!array && !isPlainObject(item)) continue;
    if (depth + 1 > max) return true;
    for (const child of array ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
