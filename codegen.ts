import type { CodegenConfig } from '@graphql-codegen/cli';
import {
  addTypenameSelectionDocumentTransform,
  preset as clientPreset,
} from '@graphql-codegen/client-preset';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';

/**
 * One config, two outputs, both from `schema.graphql`:
 * - the gateway's resolver types (parents typed by the upstream DTOs via `mappers`);
 * - the web client's operation types, TypedDocumentNodes and per-operation Apollo hooks.
 * Output is committed; CI runs `npm run codegen:check` to prove it is current.
 */
const scalars = {
  Upload: { input: 'Promise<import("graphql-upload-minimal").FileUpload>', output: 'never' },
  Date: 'string',
  DateTime: 'string',
};

/**
 * Where the trusted-document manifest goes: the gateway owns it (it must not read files under web/src). The client
 * preset writes it beside its own output; this wraps the preset and only moves that one file, so the hashes the web
 * client embeds and the manifest the gateway loads come from the same computation.
 */
const GATEWAY_MANIFEST = 'gateway/src/__generated__/persisted-documents.json';
const clientPresetWithGatewayManifest: Types.OutputPreset = {
  async buildGeneratesSection(options) {
    const sections = await clientPreset.buildGeneratesSection(options);
    return sections.map((section) =>
      section.filename.endsWith('/persisted-documents.json')
        ? { ...section, filename: GATEWAY_MANIFEST }
        : section,
    );
  },
};

/** A trusted document's id: the hex SHA-256 of its printed text, as Apollo's persisted-query protocol sends it. */
const documentId = (text: string) => createHash('sha256').update(text).digest('hex');

const HOOKS_PLUGIN = './web/codegen/apollo-hooks-plugin.cjs';

/**
 * Which folders' operations each generated hooks module holds (web/codegen/apollo-hooks-plugin.cjs): one module per
 * feature folder that declares operations, derived from web/src/features/ so a new feature gets its module without
 * an edit here, plus `session` for the app shell and the session library.
 */
const HOOK_GROUPS: Record<string, string[]> = {
  session: ['lib/session/', 'app/'],
  ...Object.fromEntries(
    readdirSync('web/src/features', { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
      .map((entry) => relative('web/src/features', entry.parentPath).split(sep)[0] ?? '')
      .filter((feature, i, all) => feature && all.indexOf(feature) === i)
      .sort()
      .map((feature) => [feature, [`features/${feature}/`]]),
  ),
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  overwrite: true,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GatewayContext',
        scalars,
        enumsAsTypes: true,
        useIndexSignature: false,
        // GraphQL type → the upstream DTO (or thin wrapper) its type resolvers read from.
        mappers: {
          User: '../domains/accounts/upstream-types#MeDto',
          Session: '../domains/accounts/upstream-types#SessionSource',
          QuizResult: '../domains/results/upstream-types#QuizResultSource',
          QuizHistory: '../domains/results/upstream-types#QuizHistorySource',
          QuizHistoryEntry: '../domains/results/upstream-types#HistoryRowDto',
          Student: '../domains/teacher/upstream-types#TeacherStudentDto',
          StudentOverview: '../domains/teacher/upstream-types#StudentOverviewSource',
          StudentProgress: '../domains/performance/upstream-types#StudentProgressSource',
          QuizSummary: '../domains/catalogue/upstream-types#QuizSummarySource',
          SubscriptionInfo: '../domains/subscription/upstream-types#SubscriptionSource',
          Viewer: '../session/account-standing#ViewerRecord',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: clientPresetWithGatewayManifest,
      // Apollo Client's cache adds `__typename` to every selection before it sends a document; doing the same here
      // makes the manifest (and so the hashes) match what actually runs.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: {
        fragmentMasking: false,
        // Trusted documents (docs/decisions/0006-trusted-documents.md): each document carries its sha256 in
        // `__meta__.hash`, and the manifest (hash → text, GATEWAY_MANIFEST) feeds Apollo Server's persisted-query
        // lookup in the gateway, so the web client sends the hash instead of the query text.
        // The id is the bare hex SHA-256 a client sends as `persistedQuery.sha256Hash` (no `sha256:` prefix to strip).
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: documentId },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Upload: 'File', Date: 'string', DateTime: 'string' },
        avoidOptionals: false,
        nonOptionalTypename: false,
        skipTypename: false,
      },
    },
    // Hooks and their documents, one module per feature, so each screen's documents load with its chunk.
    ...Object.fromEntries(
      Object.entries(HOOK_GROUPS).map(([group, folders]) => [
        `web/src/gql/hooks/${group}.ts`,
        {
          documents: ['web/src/**/*.graphql'],
          // The same transform as the client preset: the hooks' copies of the documents must be its documents.
          documentTransforms: [addTypenameSelectionDocumentTransform],
          plugins: [HOOKS_PLUGIN],
          config: { group: folders },
        },
      ]),
    ),
    'web/src/gql/hooks.ts': {
      documents: ['web/src/**/*.graphql'],
      plugins: [HOOKS_PLUGIN],
      config: { barrel: Object.keys(HOOK_GROUPS) },
    },
  },
};

export default config;
