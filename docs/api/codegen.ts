// codegen.ts of a TypeScript client (web, React Native, Node): `npx graphql-codegen` downloads the schema from a
// running gateway with introspection on, and types your documents against it.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: process.env.LEARNIFY_GRAPHQL_URL ?? 'http://localhost:4000/graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    'src/gql/': {
      preset: 'client',
      config: {
        scalars: {
          Date: 'string', // 2026-11-25
          DateTime: 'string', // 2026-11-25T14:05:00+05:00
          Upload: { input: 'File | Blob', output: 'never' }, // sent as a multipart file part, never answered
        },
      },
    },
  },
};

export default config;
