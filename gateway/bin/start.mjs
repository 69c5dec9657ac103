// `npm start`: runs the compiled gateway with plain Node. Builds first when the build is missing or older than its
// sources, and — when no UPSTREAM_URL is configured (development only) — starts the repo's REST double as a
// process of its own, as the real REST API would be, and points the gateway at it.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const at = (path) => `${root}${path}`;

/** Newest modification time under the given files and folders (0 when none exists). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== 'node_modules' && name !== 'dist') visit(`${path}/${name}`);
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(at(p)));
  return latest;
}

/** What `npm run build` makes, each rebuilt when it is missing or older than its sources. */
const PARTS = [
  {
    script: 'build:gateway',
    output: 'gateway/dist/index.js',
    sources: ['gateway/src', 'schema.graphql', 'package-lock.json'],
  },
  {
    script: 'build:web',
    output: 'web/dist-ssr/entry-server.js',
    sources: [
      'web/src',
      'web/index.html',
      'web/public',
      'web/vite.config.ts',
      'web/precompress.ts',
      'package-lock.json',
    ],
    // An operator-supplied web build (WEB_DIST_DIR) is not ours to rebuild.
    skip: Boolean(process.env.WEB_DIST_DIR?.trim()),
  },
];
for (const part of PARTS) {
  if (part.skip) continue;
  const builtAt = newest([part.output]);
  if (builtAt > 0 && newest(part.sources) <= builtAt) continue;
  console.log(`Building (${part.output} is missing or older than its sources)…`);
  const build = spawnSync('npm', ['run', part.script], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!process.env.UPSTREAM_URL?.trim()) {
  if (process.env.NODE_ENV === 'production') {
    console.error('UPSTREAM_URL is required in production (the REST double is for development only).');
    process.exit(1);
  }
  const port = process.env.UPSTREAM_PORT?.trim() || '4010';
  const double = spawn(
    process.execPath,
    ['--import', 'tsx', 'upstream-double/src/cli.ts', 'serve', '--port', port],
    {
      cwd: root,
      // The IPC channel closes when this process ends in any way (even SIGKILL): the double then stops too.
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  // The gateway drains and exits on SIGTERM/SIGINT; the double goes with it, whatever way it ends.
  process.on('exit', () => double.kill('SIGTERM'));
  double.channel?.unref(); // the channel only signals our end; it must not keep this process alive
  double.once('exit', (code) => {
    console.error(`The REST double stopped (exit code ${code}).`);
    process.exit(1);
  });
  const lines = createInterface({ input: double.stdout });
  const url = await new Promise((resolve) => lines.once('line', resolve));
  lines.on('line', (line) => console.log(`[double] ${line}`));
  process.env.UPSTREAM_URL = url;
  console.log(`No UPSTREAM_URL: using the repo's REST double at ${url} (demo data).`);
}

await import(at('gateway/dist/index.js'));
