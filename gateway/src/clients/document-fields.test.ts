import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationUsage } from './document-fields';

const schema = buildSchema(`
  type Query { me: User @deprecated(reason: "old") viewer: Viewer grades: [Grade!]! }
  type Viewer { id: ID! user: User }
  type User { username: String! grade: Grade }
  type Grade { id: ID! label: String! }
`);

const document = parse(`
  query Home { viewer { ...Who } grades { ...GradeFields } }
  query Old { me { username } }
  fragment Who on Viewer { id user { ...UserFields } }
  fragment UserFields on User { username grade { ...GradeFields } }
  fragment GradeFields on Grade { id }
  fragment Unused on Grade { label }
`);

const operation = (name: string) =>
  document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  )!;

describe('operationUsage', () => {
  it('follows the fragments its operation reaches, each once, and none that it does not', () => {
    expect(operationUsage(schema, document, operation('Home'))).toEqual({
      operation: 'Home',
      fields: [
        'Grade.id',
        'Query.grades',
        'Query.viewer',
        'User.grade',
        'User.username',
        'Viewer.id',
        'Viewer.user',
      ],
      deprecated: [],
    });
  });

  it("counts another operation's fields apart, deprecated ones marked, and names an anonymous one", () => {
    expect(operationUsage(schema, document, operation('Old'))).toEqual({
      operation: 'Old',
      fields: ['Query.me', 'User.username'],
      deprecated: ['Query.me'],
    });
    const anonymous = parse('{ grades { ...G } } fragment G on Grade { label }');
    const only = anonymous.definitions[0] as OperationDefinitionNode;
    expect(operationUsage(schema, anonymous, only)).toEqual({
      operation: '(anonymous)',
      fields: ['Grade.label', 'Query.grades'],
      deprecated: [],
    });
  });
});
