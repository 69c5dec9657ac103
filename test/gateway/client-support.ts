// Published clients for the tests: Apollo persisted-query manifests made from operation texts, and requests that
// name a client (`apollographql-client-name`/`-version`) and send a hash, as Apollo Kotlin and Apollo iOS do.
import { createHash } from 'node:crypto';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { DocumentRegistry } from '../../gateway/src/clients/document-registry';
import { checkManifest } from '../../gateway/src/clients/manifest';
import { gatewaySchema } from '../../gateway/src/clients/store-for-cli';
import type { Data, GqlError } from './support';

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Apollo's persisted-query manifest of these operations (each text holds one named operation). */
export function manifestOf(texts: string[]) {
  return {
    format: 'apollo-persisted-query-manifest',
    version: 1,
    operations: texts.map((body) => {
      const op = parse(body).definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      return { id: hashOf(body), name: op.name!.value, type: op.operation, body };
    }),
  };
}

export interface ClientReply {
  status: number;
  headers: Headers;
  data: Data;
  errors: GqlError[] | undefined;
}

/** One request as a named client: by hash (no text) unless `text` is given. */
export async function asClient(
  url: string,
  client: { name?: string; version?: string },
  body: { hash?: string; text?: string; variables?: Record<string, unknown> },
  headers: Record<string, string> = {},
): Promise<ClientReply> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(client.name ? { 'apollographql-client-name': client.name } : {}),
      ...(client.version ? { 'apollographql-client-version': client.version } : {}),
      ...headers,
    },
    body: JSON.stringify({
      ...(body.text ? { query: body.text } : {}),
      variables: body.variables ?? {},
      ...(body.hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: body.hash } } } : {}),
    }),
  });
  const json = (await res.json()) as { data?: Data; errors?: GqlError[] };
  return { status: res.status, headers: res.headers, data: json.data, errors: json.errors };
}

export const codesOf = (r: { errors?: GqlError[] | undefined }) =>
  (r.errors ?? []).map((e) => e.extensions?.code);

/** Two clients' documents, as the trusted-documents tests publish them. */
export const ANDROID_GRADES = 'query AndroidGrades { grades { id label } }';
export const IOS_POLICY = 'query IosPolicy { passwordPolicy { minLength } }';
export const ANDROID = { name: 'learnify-android', version: '1.4.0' };
export const IOS = { name: 'learnify-ios', version: '2.0.0' };

/** Publishes `texts` for `client` `version` as `npm run documents -- publish` does, after the same check. */
export const publish = (registry: DocumentRegistry, client: string, version: string, texts: string[]) => {
  const checked = checkManifest(gatewaySchema(), JSON.stringify(manifestOf(texts)));
  if (!checked.ok) throw new Error(checked.problems.join('\n'));
  return registry.publish(client, version, checked.operations);
};
