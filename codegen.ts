import type { CodegenConfig } from '@graphql-codegen/cli';

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

const HOOKS_PLUGIN = './web/codegen/apollo-hooks-plugin.cjs';

/** Which folders' operations each generated hooks module holds (web/codegen/apollo-hooks-plugin.cjs). */
const HOOK_GROUPS: Record<string, string[]> = {
  session: ['lib/session/', 'app/'],
  accounts: ['features/accounts/'],
  home: ['features/home/'],
  honours: ['features/honours/'],
  performance: ['features/performance/'],
  'quiz-attempts': ['features/quiz-attempts/'],
  results: ['features/results/'],
  subscription: ['features/subscription/'],
  teacher: ['features/teacher/'],
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
          SubscriptionInfo: '../domains/subscription/upstream-types#SubscriptionSource',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // Trusted documents (docs/decisions/0006-trusted-documents.md): each document carries its sha256 in
        // `__meta__.hash` and `persisted-documents.json` (hash → text) is what the gateway pre-loads, so the web
        // client sends the hash instead of the query text. The gateway adds `__typename` to the
        // manifest text at boot, as Apollo Client does to the text it would have sent.
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
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
        { documents: ['web/src/**/*.graphql'], plugins: [HOOKS_PLUGIN], config: { group: folders } },
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
