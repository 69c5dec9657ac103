import { describe, expect, it } from 'vitest';
import * as preset from '@/gql/graphql';
import * as hooks from '@/gql/hooks';
// The manifest codegen writes for the gateway (its trusted documents).
import manifest from '../../../gateway/src/__generated__/persisted-documents.json';

/**
 * The hooks modules carry their own copies of the documents (web/codegen/apollo-hooks-plugin.cjs) so each screen's
 * documents load with the screen. They must be exactly the client preset's: same operation and fragments, same
 * trusted-document hash, present in the manifest the gateway loads.
 */
describe('the documents of the generated hooks', () => {
  const documents = Object.entries(hooks).filter(([name]) => name.endsWith('Document'));

  it('cover every operation of the client preset', () => {
    const operations = Object.entries(preset)
      .filter(
        ([name, value]) =>
          name.endsWith('Document') && JSON.stringify(value).includes('"OperationDefinition"'),
      )
      .map(([name]) => name)
      .sort();
    expect(documents.map(([name]) => name).sort()).toEqual(operations);
    expect(operations.length).toBeGreaterThan(15);
  });

  it("are the client preset's documents, with the same trusted-document hash, which the manifest holds", () => {
    for (const [name, document] of documents) {
      const original = (preset as Record<string, unknown>)[name];
      expect(document, name).toEqual(original);
      const { hash } = (document as unknown as { __meta__: { hash: string } }).__meta__;
      expect(Object.keys(manifest), name).toContain(hash);
    }
  });
});
