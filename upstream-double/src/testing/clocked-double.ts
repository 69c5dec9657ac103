// The fixture most double tests share: one double on the minimal seed with a clock the test moves, back to the
// seeded data and the start time before every test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '../index';

export interface ClockedDouble {
  readonly double: UpstreamDouble;
  /** The double's "now"; tests set it to jump in time. */
  clock: Date;
  /** Moves the clock forward. */
  advance(minutes: number): void;
}

/** Registers the hooks of the enclosing test file; use the returned object inside tests only. */
export function useClockedDouble(start: Date): ClockedDouble {
  let double: UpstreamDouble | undefined;
  const fixture = {
    clock: start,
    get double(): UpstreamDouble {
      if (!double) throw new Error('the double starts in beforeAll: use it inside hooks and tests');
      return double;
    },
    advance(minutes: number) {
      fixture.clock = new Date(fixture.clock.getTime() + minutes * 60_000);
    },
  };
  beforeAll(async () => {
    double = await startUpstreamDouble({ seed: 'minimal', now: () => fixture.clock });
  });
  beforeEach(() => {
    fixture.clock = start;
    fixture.double.reset();
  });
  afterAll(() => double?.close());
  return fixture;
}
