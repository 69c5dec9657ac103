import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { JsonCache } from '../store/json-cache';
import type { StateEntries } from '../store/store';
import { CLIENT_NAME, CLIENT_VERSION, isWebClient } from './client-identity';
import type { ManifestOperation } from './manifest';

/** Bounds on what the registry holds, so the per-request read stays small whatever is published. */
export const REGISTRY_LIMITS = { maxClients: 32, maxLiveVersions: 32 } as const;

/** Published documents live until retired; the store needs a time to live, so it is long. */
const FOREVER_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/** A version as published: `publication` names this publishing (a version retired and published again is new). */
/** How long an entry nothing refers to any more stays before it lapses. */
const TIDY_MS = 24 * 60 * 60 * 1000;

const versionInfo = z.object({
  publishedAt: z.string(),
  operations: z.number().int(),
  publication: z.string(),
});
/** Every client's live versions: one small entry, read with each lookup, written by publish and retire. */
const registrySchema = z.object({
  clients: z.record(z.string(), z.object({ versions: z.record(z.string(), versionInfo) })),
});
type Registry = z.infer<typeof registrySchema>;
/** One document of one client, with the publications that hold it. */
const documentSchema = z.object({ body: z.string(), name: z.string(), publications: z.array(z.string()) });
type StoredDocument = z.infer<typeof documentSchema>;

export type Lookup =
  | { kind: 'document'; body: string; name: string }
  | { kind: 'not-published'; liveVersions: string[] }
  | { kind: 'unknown-client' }
  /** The store could not answer and this instance's last copies do not hold the document. */
  | { kind: 'unavailable' };

export interface ClientListing {
  name: string;
  versions: Array<{ version: string; publishedAt: string; operations: number }>;
}

export class RegistryError extends Error {}

const REGISTRY_KEY = 'registry';
const docKey = (client: string, id: string) => `doc:${client}:${id}`;
const publicationKey = (client: string, publication: string) => `publication:${client}:${publication}`;

/**
 * Trusted documents per client, in the shared store so that every instance sees a publish or a retire at once
 * (docs/decisions/0045-clients-documents-and-usage.md). A lookup reads two entries: the registry of live versions
 * and the document. A version becomes live, or stops being live, in one compare-and-set of the registry, so a
 * publish that fails halfway serves nothing of it. While the store cannot answer, each instance serves what its last
 * copies of the registry and documents prove published, and nothing else.
 */
export class DocumentRegistry {
  private readonly registry: JsonCache<Registry>;
  private readonly documents: JsonCache<StoredDocument>;
  private readonly versionIds: JsonCache<string[]>;
  private lastRegistry: Registry | undefined;
  private readonly lastDocuments = new LRUCache<string, StoredDocument>({ max: 2000 });

  constructor(entries: StateEntries) {
    const options = { prefix: 'documents:v1', ttlMs: FOREVER_MS, onStoreError: 'closed' as const };
    this.registry = new JsonCache(entries, { ...options, schema: registrySchema });
    this.documents = new JsonCache(entries, { ...options, schema: documentSchema });
    this.versionIds = new JsonCache(entries, { ...options, schema: z.array(z.string()) });
  }

  /** The document `id` if a live version of `client` published it. */
  async lookup(client: string, id: string): Promise<Lookup> {
    let registry: Registry | undefined;
    let document: StoredDocument | undefined;
    const key = docKey(client, id);
    let stale = false;
    try {
      [registry, document] = await Promise.all([this.registry.get(REGISTRY_KEY), this.documents.get(key)]);
      this.lastRegistry = registry ?? { clients: {} };
      if (document) this.lastDocuments.set(key, document);
      else this.lastDocuments.delete(key);
    } catch {
      if (!this.lastRegistry) return { kind: 'unavailable' };
      registry = this.lastRegistry;
      document = this.lastDocuments.get(key);
      stale = true;
    }
    const live = clientOf(registry, client)?.versions;
    const publications = new Set(Object.values(live ?? {}).map((v) => v.publication));
    if (document?.publications.some((p) => publications.has(p)))
      return { kind: 'document', body: document.body, name: document.name };
    // The last copies only prove what they hold: a document or client they lack may have been published since.
    if (stale) return { kind: 'unavailable' };
    if (!live) return { kind: 'unknown-client' };
    return { kind: 'not-published', liveVersions: Object.keys(live) };
  }

  /** True when `client` has a live version (reading the store; the last copy while it cannot answer). */
  async isKnown(client: string): Promise<boolean | 'unavailable'> {
    try {
      this.lastRegistry = (await this.registry.get(REGISTRY_KEY)) ?? { clients: {} };
    } catch {
      if (!this.lastRegistry) return 'unavailable';
    }
    return clientOf(this.lastRegistry, client) !== undefined;
  }

  async list(): Promise<ClientListing[]> {
    const registry = (await this.registry.get(REGISTRY_KEY)) ?? { clients: {} };
    return Object.entries(registry.clients)
      .map(([name, { versions }]) => ({
        name,
        versions: Object.entries(versions).map(([version, { publishedAt, operations }]) => ({
          version,
          publishedAt,
          operations,
        })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Publishes checked operations (`checkManifest`) as `client`'s `version`. The documents are written first and the
   * version made live last, in one step: until then, and if anything fails before, nothing of it is served.
   */
  async publish(client: string, version: string, operations: ManifestOperation[], now = new Date()) {
    if (!CLIENT_NAME.test(client) || client !== client.toLowerCase())
      throw new RegistryError(`"${client}" is not a client name (lower case, a-z 0-9 . _ -, 64 at most)`);
    if (isWebClient(client))
      throw new RegistryError(`"${client}" is the web app's: it runs the manifest its build ships`);
    if (!CLIENT_VERSION.test(version) || version !== version.toLowerCase())
      throw new RegistryError(`"${version}" is not a version (lower case, a-z 0-9 . + _ -, 64 at most)`);
    const early = refusalOf((await this.registry.get(REGISTRY_KEY)) ?? { clients: {} }, client, version);
    if (early) throw new RegistryError(early);
    const publication = randomUUID();
    const ids = operations.map((op) => op.id);
    await this.versionIds.set(publicationKey(client, publication), ids);
    for (const op of operations)
      await this.documents.update(docKey(client, op.id), (current) => ({
        body: op.body,
        name: op.name,
        publications: [...(current?.publications ?? []), publication],
      }));
    let refusal: string | null = null;
    await this.registry.update(REGISTRY_KEY, (current) => {
      const registry = current ?? { clients: {} };
      refusal = refusalOf(registry, client, version);
      if (refusal) return undefined;
      const versions = { ...clientOf(registry, client)?.versions };
      versions[version] = { publishedAt: now.toISOString(), operations: operations.length, publication };
      return { clients: { ...registry.clients, [client]: { versions } } };
    });
    if (refusal) {
      await this.forget(client, publication, ids);
      throw new RegistryError(refusal);
    }
  }

  /**
   * Retires `client`'s `version`: from the registry's next read on, on every instance, its documents run no more
   * (unless a live version published them too). Then its documents' entries are tidied.
   */
  async retire(client: string, version: string): Promise<void> {
    let publication: string | undefined;
    await this.registry.update(REGISTRY_KEY, (current) => {
      const versions = { ...clientOf(current, client)?.versions };
      publication = Object.hasOwn(versions, version) ? versions[version]?.publication : undefined;
      if (!publication || !current) return undefined;
      delete versions[version];
      const clients = { ...current.clients };
      if (Object.keys(versions).length === 0) delete clients[client];
      else clients[client] = { versions };
      return { clients };
    });
    if (!publication) throw new RegistryError(`${client} has no live version ${version}`);
    const ids = (await this.versionIds.get(publicationKey(client, publication))) ?? [];
    await this.forget(client, publication, ids);
  }

  /** Removes a publication from its documents' entries (a document no publication holds lapses). */
  private async forget(client: string, publication: string, ids: string[]): Promise<void> {
    for (const id of ids) {
      const { value } = await this.documents.update(docKey(client, id), (current) =>
        current
          ? { ...current, publications: current.publications.filter((p) => p !== publication) }
          : undefined,
      );
      // Emptied: left to lapse, in a compare-and-set so that a publish in between keeps its document.
      if (value && value.publications.length === 0)
        await this.documents.update(
          docKey(client, id),
          (current) =>
            current?.publications.length === 0 && current.body ? { ...current, body: '' } : undefined,
          TIDY_MS,
        );
    }
    await this.versionIds.delete(publicationKey(client, publication));
  }
}

/** A client's entry: its own only (a name such as `constructor` is not the object's inherited member). */
function clientOf(registry: Registry | undefined, client: string) {
  return registry && Object.hasOwn(registry.clients, client) ? registry.clients[client] : undefined;
}

function refusalOf(registry: Registry, client: string, version: string): string | null {
  const versions = clientOf(registry, client)?.versions ?? {};
  if (Object.hasOwn(versions, version))
    return `${client} ${version} is already published: retire it first, or publish a new version`;
  if (Object.keys(versions).length >= REGISTRY_LIMITS.maxLiveVersions)
    return `${client} has ${REGISTRY_LIMITS.maxLiveVersions} live versions already: retire old ones first`;
  if (!clientOf(registry, client) && Object.keys(registry.clients).length >= REGISTRY_LIMITS.maxClients)
    return `${REGISTRY_LIMITS.maxClients} clients are published already`;
  return null;
}
