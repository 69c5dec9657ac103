import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
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
  it('keeps to two arenas and a fixed mmap threshold, unless the operator chose them', () => {
    expect(workerMallocEnv({})).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(workerMallocEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(workerMallocEnv({ MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({});
  });
});

describe('the supervisor’s code', () => {
  it('is what forks and restarts workers: the app, zod, prom-client and node:http are loaded only where needed', async () => {
    // Built as `build:gateway` builds it; what the supervisor loads is its entry and the chunks it imports
    // statically (each worker imports the serving part, and METRICS_PORT the metrics, with `import()`).
    const { metafile } = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outdir: '/nonexistent/out',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = metafile.outputs;
    const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint)!;
    const loaded = new Set<string>();
    const visit = (path: string) => {
      if (loaded.has(path)) return;
      loaded.add(path);
      for (const i of outputs[path]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(entry);
    const sources = [...loaded].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}));
    expect(sources.some((s) => s.endsWith('gateway/src/cluster.ts'))).toBe(true);
    for (const heavy of ['serve.ts', 'app.ts', 'config/env.ts', 'observability/metrics.ts'])
      expect(sources.filter((s) => s.endsWith(`gateway/src/${heavy}`))).toEqual([]);
    for (const heavy of ['zod', 'prom-client', 'node:http', 'graphql', 'fastify'])
      expect(loaded.has(heavy), heavy).toBe(false);
  });
});
