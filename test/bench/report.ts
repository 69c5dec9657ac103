// Machine/version header and the marker-delimited blocks of docs/performance.md that the benchmarks rewrite.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { freshPageMicros } from './memory-speed';

export const DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

function version(pkg: string): string {
  try {
    const file = fileURLToPath(new URL(`../../node_modules/${pkg}/package.json`, import.meta.url));
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

export function machineLine(pkgs: string[]): string {
  const cpu = cpus();
  const mem = (totalmem() / 2 ** 30).toFixed(1);
  const versions = pkgs.map((p) => `${p} ${version(p)}`).join(', ');
  // The load average says whether other work shared the machine (figures are then noisier).
  const load = loadavg()[0]!.toFixed(1);
  // A fresh memory page takes well under a microsecond on bare metal; much more on some virtual machines.
  const page = freshPageMicros().toFixed(1);
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'} (nproc ${cpu.length}), ${mem} GiB RAM, a fresh memory page ${page} µs, load average ${load} at the start, Node ${process.version}, ${process.platform}; ${versions}`;
}

/**
 * Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` (appends the block if absent), then
 * formats the file with the repo's Prettier config so `prettier --check` stays green after a run.
 */
export async function writeBlock(name: string, body: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from
      ? doc.slice(0, from) + block + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n${block}\n`;
  const options = (await resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await format(next, { ...options, filepath: DOC }));
}

export const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
