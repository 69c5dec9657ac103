import { describe, expect, it } from 'vitest';
import { workerExecArgv, workerHeapFlags, workerMallocEnv } from './cluster';

describe('the workers’ heap bounds', () => {
  it('bound the young and the old generation, higher with the in-memory store, whose entries live in the worker', () => {
    const old = (flags: string[]) => Number(/--max-old-space-size=(\d+)/.exec(flags.join(' '))?.[1]);
    for (const store of ['redis', 'memory'] as const) {
      expect(workerHeapFlags(store).some((f) => f.startsWith('--max-semi-space-size='))).toBe(true);
      expect(old(workerHeapFlags(store))).toBeGreaterThan(0);
    }
    expect(old(workerHeapFlags('memory'))).toBeGreaterThan(old(workerHeapFlags('redis')));
  });

  it('are added to the supervisor’s own flags', () => {
    const flags = workerHeapFlags('redis');
    expect(workerExecArgv(['--import', 'tsx'], '', flags)).toEqual(['--import', 'tsx', ...flags]);
  });

  it('leave a bound the operator set alone, in NODE_OPTIONS or on the command line, in either spelling', () => {
    const flags = ['--max-semi-space-size=16', '--max-old-space-size=384'];
    expect(workerExecArgv([], '--max-old-space-size=2048', flags)).toEqual([flags[0]]);
    expect(workerExecArgv([], '--max_old_space_size 2048', flags)).toEqual([flags[0]]);
    expect(workerExecArgv(['--max-semi-space-size=64'], '', flags)).toEqual([
      '--max-semi-space-size=64',
      flags[1],
    ]);
    expect(workerExecArgv([], '--max-old-space-size=1 --max-semi-space-size=1', flags)).toEqual([]);
  });
});

describe('the workers’ malloc', () => {
  it('keeps to two arenas, unless the operator chose a number', () => {
    expect(workerMallocEnv({})).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(workerMallocEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({});
  });
});
