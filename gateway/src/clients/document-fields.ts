import {
  getNamedType,
  isObjectType,
  isInterfaceType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutableDefinitionNode,
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
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  // The operation and the fragments it reaches, each once (a cycle is invalid and was refused before).
  const reached = new Set<string>();
  const pending: ExecutableDefinitionNode[] = [operation];
  const nodes: ExecutableDefinitionNode[] = [];
  while (pending.length > 0) {
    const node = pending.pop()!;
    nodes.push(node);
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment || reached.has(name)) return;
        reached.add(name);
        pending.push(fragment);
      },
    });
  }
  const fields = new Set<string>();
  const deprecated = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const partial: DocumentNode = { kind: Kind.DOCUMENT, definitions: nodes };
  visit(
    partial,
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
