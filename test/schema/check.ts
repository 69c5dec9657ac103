// `npm run schema:check`: the guard over the repo's files; exits 1 on an unrecorded breaking change.
// Optional arguments `[schema] [changelog]` (paths) let the guard's test run this very command on edited copies.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkSchema } from './schema-guard';

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const [schemaPath = repo('schema.graphql'), changelogPath = repo('docs/api/CHANGELOG.md')] =
  process.argv.slice(2);

const result = await checkSchema({
  released: readFileSync(repo('docs/api/schema.released.graphql'), 'utf8'),
  current: readFileSync(schemaPath, 'utf8'),
  changelog: readFileSync(changelogPath, 'utf8'),
});
for (const line of result.recorded) console.log(`recorded breaking change: ${line}`);
for (const line of result.warnings) console.log(`warning (dangerous, not breaking): ${line}`);
for (const line of result.failures) console.error(`✖ ${line}`);
if (!result.ok) {
  console.error('\nThe schema contract is broken: see docs/api/README.md for the deprecation policy.');
  process.exit(1);
}
console.log('schema:check: no unrecorded breaking change against docs/api/schema.released.graphql');
