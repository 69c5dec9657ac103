import {
  getNamedType,
  isObjectType,
  isInterfaceType,
  Kind,
  separateOperations,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** What one operation of a document uses: its name and the schema coordinates (`Type.field`) it selects. */
export interface OperationUsage {
  operation: string;
  fields: string[];
  /** The coordinates among `fields` that are deprecated in the schema. */
  deprecated: string[];
}

/**
 * The fields an operation selects, fragments followed (each once), as schema coordinates. Computed once per
 * document by the caller's cache: the count per request is then one increment.
 */
export function operationUsage(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): OperationUsage {
  // The operation and the fragments it reaches, each once (a cycle is invalid and was refused before).
  const own = separateOperations(document)[operation.name?.value ?? ''];
  const fields = new Set<string>();
  const deprecated = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    own ?? { kind: Kind.DOCUMENT, definitions: [operation] },
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const name = node.name.value;
        if (!parent || name.startsWith('__')) return;
        const named = getNamedType(parent);
        if (!isObjectType(named) && !isInterfaceType(named)) return;
        const field = named.getFields()[name];
        if (!field) return;
        const coordinate = `${named.name}.${name}`;
        fields.add(coordinate);
        if (field.deprecationReason != null) deprecated.add(coordinate);
      },
    }),
  );
  return {
    operation: operation.name?.value ?? '(anonymous)',
    fields: [...fields].sort(),
    deprecated: [...deprecated].sort(),
  };
}
