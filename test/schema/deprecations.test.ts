// A deprecation says when the old field may go, and the web, which ships with the gateway, reads none: every
// `@deprecated` reason in schema.graphql names the day it may be removed ("Removed on or after YYYY-MM-DD"; the
// policy is docs/api/README.md), and every operation under web/src validates against the schema with graphql-js's
// rule that refuses deprecated fields, arguments and enum values.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  NoDeprecatedCustomRule,
  parse,
  validate,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { filesEndingIn } from '../support/files';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
const REMOVAL = /Removed on or after (\d{4}-\d{2}-\d{2})\.?$/;

/** Every deprecated field, argument, input field and enum value, with its reason. */
function deprecations(s: GraphQLSchema): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const note = (path: string, reason: string | null | undefined) => {
    if (reason != null) found.push([path, reason]);
  };
  for (const type of Object.values(s.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        note(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) note(`${type.name}.${field.name}(${arg.name}:)`, arg.deprecationReason);
      }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        note(`${type.name}.${field.name}`, field.deprecationReason);
    if (isEnumType(type))
      for (const value of type.getValues()) note(`${type.name}.${value.name}`, value.deprecationReason);
  }
  return found;
}

/** What is wrong with a deprecation's reason: empty when it names a real removal day. */
function reasonProblems(path: string, reason: string): string[] {
  const day = REMOVAL.exec(reason)?.[1];
  if (!day) return [`${path}: its reason does not end "Removed on or after YYYY-MM-DD."`];
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? [`${path}: ${day} is no day`] : [];
}

describe('deprecations', () => {
  it('each names the day the old field may be removed', () => {
    const all = deprecations(schema);
    expect(all.length).toBeGreaterThan(10);
    expect(all.flatMap(([path, reason]) => reasonProblems(path, reason))).toEqual([]);
  });

  it('a reason without a removal day, or with a made-up one, is reported', () => {
    expect(reasonProblems('Query.me', 'Use `viewer { user }`.')).toHaveLength(1);
    expect(reasonProblems('Query.me', 'Use `viewer`. Removed on or after 2027-13-45.')).toHaveLength(1);
    expect(reasonProblems('Query.me', 'Use `viewer`. Removed on or after 2027-02-26.')).toEqual([]);
  });

  it('the web reads none of them: its operations pass graphql-js’s NoDeprecatedCustomRule', () => {
    const files = filesEndingIn(join(ROOT, 'web/src'), '.graphql');
    expect(files.length).toBeGreaterThan(20);
    const used = files.flatMap((file) =>
      validate(schema, parse(readFileSync(file, 'utf8')), [NoDeprecatedCustomRule]).map(
        (e) => `${relative(ROOT, file)}: ${e.message}`,
      ),
    );
    expect(used).toEqual([]);
    const old = validate(schema, parse('query Old { me { username } }'), [NoDeprecatedCustomRule]);
    expect(old.map((e) => e.message)).toEqual([
      'The field Query.me is deprecated. Use `viewer { user }`. Removed on or after 2027-02-26.',
    ]);
  });
});
