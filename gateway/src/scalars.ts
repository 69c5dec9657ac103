import { GraphQLError, Kind, type GraphQLScalarType, type ValueNode } from 'graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { isIsoDateTime, parseIsoDate } from './lib/dates';

/**
 * Only the behaviour of each scalar: graphql-tools copies every key of a scalar resolver onto the schema's type,
 * and a `description` key (even undefined) would replace the one schema.graphql documents the scalar with.
 */
function behaviourOf(scalar: GraphQLScalarType) {
  const { serialize, parseValue, parseLiteral } = scalar.toConfig();
  return { serialize, parseValue, parseLiteral };
}

/** A scalar sent as a string that passes `test`, the same way in answers, variables and literals. */
function checkedString(name: string, test: (v: string) => boolean) {
  const check = (value: unknown): string => {
    if (typeof value === 'string' && test(value)) return value;
    throw new GraphQLError(`${name} cannot represent ${JSON.stringify(value)}`);
  };
  const parseLiteral = (ast: ValueNode) => check(ast.kind === Kind.STRING ? ast.value : null);
  return { serialize: check, parseValue: check, parseLiteral };
}

export const scalarResolvers = {
  Upload: behaviourOf(GraphQLUpload),
  Date: checkedString('Date', (v) => parseIsoDate(v) !== null),
  DateTime: checkedString('DateTime', isIsoDateTime),
};
