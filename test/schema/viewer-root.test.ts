// One nullable viewer owns the signed-in user's data (docs/decisions/0040-one-viewer-owns-her-data.md): `viewer` is
// null for a visitor, and each of its fields but `id` is nullable, so one failing upstream call nulls only the
// fields that need it, never the whole composed answer (test/gateway/viewer.test.ts shows it over HTTP).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, isNonNullType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));

/** The root field and every Viewer field that a failure would spread from: those typed non-null, `id` aside. */
function nonNullComposed(s: GraphQLSchema): string[] {
  const root = s.getQueryType()?.getFields().viewer;
  const viewer = s.getType('Viewer');
  if (!root || !isObjectType(viewer)) return ['Query.viewer or type Viewer is missing'];
  return [
    ...(isNonNullType(root.type) ? ['Query.viewer'] : []),
    ...Object.values(viewer.getFields())
      .filter((f) => f.name !== 'id' && isNonNullType(f.type))
      .map((f) => `Viewer.${f.name}`),
  ];
}

describe('the viewer root', () => {
  it('is nullable, and so is each of its fields but id', () => {
    const viewer = schema.getType('Viewer');
    expect(isObjectType(viewer) && Object.keys(viewer.getFields()).length).toBeGreaterThan(8);
    expect(nonNullComposed(schema)).toEqual([]);
  });

  it('reports a non-null field on it', () => {
    const narrow = buildSchema(
      'type Query { viewer: Viewer! } type Viewer { id: ID! user: String progress: Int! }',
    );
    expect(nonNullComposed(narrow)).toEqual(['Query.viewer', 'Viewer.progress']);
  });
});
