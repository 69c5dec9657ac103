// What anyone can make the gateway keep is bounded by what it holds, not by how many distinct things are sent.
import { describe, expect, it } from 'vitest';
import { useStack } from './stack-support';

const stack = useStack({}, { resetDouble: false });

/** Apollo's kept documents (its `documentStore`), read through its internals: nothing public exposes them. */
function documentStoreBytes(): number {
  const internals = (stack.gateway.apollo as unknown as { internals: { state: unknown } }).internals;
  const state = internals.state as {
    schemaManager: { getSchemaDerivedData(): { documentStore: { cache: { calculatedSize: number } } } };
  };
  return state.schemaManager.getSchemaDerivedData().documentStore.cache.calculatedSize;
}

describe('parsed documents kept by Apollo', () => {
  it('stay within 2 MiB (as Apollo counts them) however many distinct valid documents arrive', async () => {
    const client = stack.client();
    const documents = 200;
    // Each about 28 KB as Apollo counts a document (its JSON; long aliases, within the alias limit): 200 of them
    // hold ~5.6 MB, past the bound.
    const document = (n: number) =>
      `{ ${Array.from({ length: 30 }, (_, k) => `a_${n}_${k}_${'x'.repeat(900)}: __typename`).join(' ')} }`;
    for (let start = 0; start < documents; start += 10) {
      const batch = Array.from({ length: Math.min(10, documents - start) }, (_, i) => start + i);
      const answers = await Promise.all(batch.map((n) => client.gql(document(n))));
      for (const answer of answers) expect(answer.errors).toBeUndefined();
    }
    const kept = documentStoreBytes();
    expect(kept).toBeGreaterThan(1.5 * 2 ** 20);
    expect(kept).toBeLessThanOrEqual(2 * 2 ** 20);
  }, 60_000);
});
