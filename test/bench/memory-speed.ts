// How long this machine takes to hand a process a fresh page of memory. Starting a browser tab, a V8 context or a
// young-generation page all touch fresh memory, so where that is slow (a virtual machine whose host backs guest
// memory lazily) every browser figure is slower than on a machine with the same CPU. Printed with each report so
// figures from different machines can be compared.
import { performance } from 'node:perf_hooks';

const SIZE = 64 * 2 ** 20;
const PAGE = 4096;

/** One measure: the first write to 64 MiB of fresh memory minus a second write to the same bytes, per 4 KiB page. */
function once(): number {
  // Unpooled and uninitialised: glibc maps a block this large straight from the kernel, untouched.
  const block = Buffer.allocUnsafeSlow(SIZE);
  let t = performance.now();
  block.fill(1);
  const first = performance.now() - t;
  t = performance.now();
  block.fill(2);
  const second = performance.now() - t;
  return ((first - second) * 1000) / (SIZE / PAGE);
}

/** Microseconds per fresh page, the median of five measures. */
export function freshPageMicros(): number {
  const runs = Array.from({ length: 5 }, once).sort((a, b) => a - b);
  return runs[2]!;
}
