import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import manifest from '../__generated__/persisted-documents.json' with { type: 'json' };

/**
 * Trusted documents (docs/decisions/0006-trusted-documents.md, 0012): the web client's operations from
 * codegen's manifest (`"<hex sha256>": "<text>"`, `__typename` already added), served to Apollo's
 * persisted-query lookup as a read-only cache. A known `extensions.persistedQuery.sha256Hash` runs its text; an
 * unknown one gets Apollo's PERSISTED_QUERY_NOT_FOUND. Registering a client's text is a no-op, so a hash never
 * stands for unshipped text.
 */
export class ManifestDocuments implements KeyValueCache<string> {
  private readonly documents: Map<string, string>;

  constructor(entries: Record<string, string> = manifest) {
    this.documents = new Map(Object.entries(entries));
  }

  /** How many documents the manifest holds. */
  get size(): number {
    return this.documents.size;
  }

  /** The operation names of the shipped clients (bounded metric labels). */
  operationNames(): string[] {
    return [...this.documents.values()].flatMap((text) => {
      const name = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
      return name ? [name] : [];
    });
  }

  async get(hash: string): Promise<string | undefined> {
    return this.documents.get(hash);
  }

  async set(): Promise<void> {}

  async delete(): Promise<boolean> {
    return false;
  }
}

/** The cache Apollo's `persistedQueries` option takes: our keys are the bare hashes, so no `apq:` prefix. */
export function manifestPersistedQueryCache(documents: ManifestDocuments): KeyValueCache<string> {
  return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(documents);
}
