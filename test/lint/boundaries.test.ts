// The layer rules of eslint.config.js hold: ESLint, run as `npm run lint` runs it, fails a file that crosses a
// boundary and passes the same file without the crossing. The sources are fixtures linted under a path inside the
// layer they pretend to be in (nothing is written there).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `path` (repo-relative). */
async function violations(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const restricted = expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: /)]);

interface Case {
  layer: string;
  path: string;
  crossing: string;
  allowed: string;
}

const CASES: Case[] = [
  {
    layer: 'a gateway domain importing http/',
    path: 'gateway/src/domains/catalogue/boundary-fixture.ts',
    crossing:
      "import { registerGraphqlRoute } from '../../http/graphql-route';\nexport const x = registerGraphqlRoute;\n",
    allowed: "import { leadingNumber } from '../../lib/ids';\nexport const x = leadingNumber;\n",
  },
  {
    layer: 'a gateway domain importing apollo/',
    path: 'gateway/src/domains/results/boundary-fixture.ts',
    crossing:
      "import { createApolloServer } from '../../apollo/server';\nexport const x = createApolloServer;\n",
    allowed: "import { gatewayError } from '../../errors';\nexport const x = gatewayError;\n",
  },
  {
    layer: "a gateway domain importing another domain's resolver file",
    path: 'gateway/src/domains/performance/boundary-fixture.ts',
    crossing: "import { userType } from '../accounts/user-resolvers';\nexport const x = userType;\n",
    allowed: "import { fetchMe } from '../accounts/rest-calls';\nexport const x = fetchMe;\n",
  },
  {
    layer: "a gateway domain importing another domain's resolver map",
    path: 'gateway/src/domains/results/boundary-fixture.ts',
    crossing:
      "import { teacherResolvers } from '../teacher/resolvers';\nexport const x = teacherResolvers;\n",
    allowed: "import { gradeName } from '../../composition/grade-name';\nexport const x = gradeName;\n",
  },
  {
    layer: 'shared composition importing a resolver file',
    path: 'gateway/src/composition/boundary-fixture.ts',
    crossing:
      "import { classOverview } from '../domains/teacher/overview-resolver';\nexport const x = classOverview;\n",
    allowed:
      "import { fetchGrades } from '../domains/catalogue/rest-calls';\nexport const x = fetchGrades;\n",
  },
  {
    layer: "a domain's DTOs importing generated types",
    path: 'gateway/src/domains/results/upstream-types.ts',
    crossing: "import type { Role } from '../../__generated__/resolvers-types';\nexport type X = Role;\n",
    allowed: "import { text } from '../../lib/dto';\nexport const x = text;\n",
  },
  {
    layer: 'upstream/ importing graphql-js',
    path: 'gateway/src/upstream/boundary-fixture.ts',
    crossing: "import { GraphQLError } from 'graphql';\nexport const x = GraphQLError;\n",
    allowed: "import { Agent } from 'undici';\nexport const x = Agent;\n",
  },
  {
    layer: 'upstream/ importing a domain',
    path: 'gateway/src/upstream/boundary-fixture.ts',
    crossing:
      "import { fetchCatalogue } from '../domains/catalogue/rest-calls';\nexport const x = fetchCatalogue;\n",
    allowed: "import { resolvePath } from './paths';\nexport const x = resolvePath;\n",
  },
  {
    layer: 'upstream/ importing the GraphQL errors',
    path: 'gateway/src/upstream/boundary-fixture.ts',
    crossing: "import { gatewayError } from '../errors';\nexport const x = gatewayError;\n",
    allowed: "import { UpstreamError } from './upstream-error';\nexport const x = UpstreamError;\n",
  },
  {
    layer: 'lib/ importing something of ours',
    path: 'gateway/src/lib/boundary-fixture.ts',
    crossing: "import { questionTypeEnum } from '../enums';\nexport const x = questionTypeEnum;\n",
    allowed: "import { leadingNumber } from './ids';\nexport const x = leadingNumber;\n",
  },
  {
    layer: 'a web feature importing another feature',
    path: 'web/src/features/results/boundary-fixture.ts',
    crossing:
      "import { HomeScreen } from '@/features/catalogue/home-screen';\nexport const x = HomeScreen;\n",
    allowed: "import { paths } from '@/lib/paths';\nexport const x = paths;\n",
  },
];

describe('layer boundaries are lint rules', () => {
  it.each(CASES)('$layer fails lint; the same file without the crossing passes', async (c) => {
    expect(await violations(c.path, c.crossing)).toEqual(restricted);
    expect(await violations(c.path, c.allowed)).toEqual([]);
  });
});
