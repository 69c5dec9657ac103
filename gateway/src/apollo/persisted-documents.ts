import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import manifest from '../__generated__/persisted-documents.json' with { type: 'json' };

const HASH_PREFIX = 'sha256:';

/**
 * Trusted documents the Apollo way (docs/decisions/0006-trusted-documents.md, 0012): the web client's operations,
 * as codegen wrote them to the manifest (`"sha256:<hex>": "<text>"`, `__typename` already added by codegen's
 * document transform), served to Apollo Server's persisted-query lookup as a read-only key-value cache. A request
 * carrying only `extensions.persistedQuery.sha256Hash` of one of them runs that text; an unknown hash gets Apollo's
 * own PERSISTED_QUERY_NOT_FOUND. Nothing can be added: Apollo's "register the text a client sent" is a no-op, so a
 * client's hash can never stand for text the gateway has not shipped.
 */
export class ManifestDocuments implements KeyValueCache<string> {
  private readonly documents: Map<string, string>;

  constructor(entries: Record<string, string> = manifest) {
    this.documents = new Map(
      Object.entries(entries).map(([hash, text]) => [hash.replace(HASH_PREFIX, ''), text]),
    );
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
