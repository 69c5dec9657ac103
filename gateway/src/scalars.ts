import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { parseIsoDate } from './lib/dates';

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function checked(name: string, test: (v: string) => boolean) {
  return (value: unknown): string => {
    if (typeof value === 'string' && test(value)) return value;
    throw new GraphQLError(`${name} cannot represent ${JSON.stringify(value)}`);
  };
}

const dateCheck = checked('Date', (v) => parseIsoDate(v) !== null);
const dateTimeCheck = checked('DateTime', (v) => isoDateTime.test(v) && !Number.isNaN(Date.parse(v)));

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: dateCheck,
  parseValue: dateCheck,
  parseLiteral: (ast) => dateCheck(ast.kind === Kind.STRING ? ast.value : null),
});

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: dateTimeCheck,
  parseValue: dateTimeCheck,
  parseLiteral: (ast) => dateTimeCheck(ast.kind === Kind.STRING ? ast.value : null),
});

/**
 * Only the behaviour of each scalar: graphql-tools copies every key of a scalar resolver onto the schema's type,
 * and a `description` key (even undefined) would replace the one schema.graphql documents the scalar with.
 */
function behaviourOf(scalar: GraphQLScalarType) {
  const { serialize, parseValue, parseLiteral } = scalar.toConfig();
  return { serialize, parseValue, parseLiteral };
}

export const scalarResolvers = {
  Upload: behaviourOf(GraphQLUpload),
  Date: behaviourOf(DateScalar),
  DateTime: behaviourOf(DateTimeScalar),
};
