// One stack for a test file (or a describe block), without the four hooks each file wrote around it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStack, type Stack } from './support';

/**
 * Starts a stack before the tests (`startStack`'s arguments), resets its double before each test unless told not
 * to (`resetDouble: false`), and closes it after them. The stack answers once it has started: read it in hooks and
 * tests, not while the file is being collected.
 */
export function useStack(
  envOverrides: Parameters<typeof startStack>[0] = {},
  opts: Parameters<typeof startStack>[1] & { resetDouble?: boolean } = {},
): Stack {
  const { resetDouble = true, ...stackOptions } = opts;
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack(envOverrides, stackOptions);
  });
  afterAll(() => started?.close());
  if (resetDouble) beforeEach(() => started?.double.reset());
  return new Proxy({} as Stack, {
    get(_target, key) {
      if (!started) throw new Error(`stack.${String(key)} was read before the stack started`);
      return Reflect.get(started, key) as unknown;
    },
  });
}
