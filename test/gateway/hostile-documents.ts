// GraphQL documents whose naive analysis costs far more than their size: named fragments that each spread the next
// one twice (2^n expansions), with directives, aliases, inline fragments and nesting mixed in. Shared by the
// limits test, the hostile-input test and the fuzz suites.

export interface FanOutShape {
  /** Fragments in the chain: the last is spread 2^levels times when expanded. */
  levels: number;
  /** Spreads of the next fragment per fragment (2 gives 2^n). */
  width?: number;
  /** Put `@include(if: true)` on every spread. */
  directives?: boolean;
  /** Alias the leaf field in every fragment. */
  aliases?: boolean;
  /** Wrap each spread in an inline fragment. */
  inline?: boolean;
}

/** `query { ...F0 }` with `F_i` spreading `F_{i+1}` `width` times; a few hundred bytes to a few KB. */
export function fanOutDocument(shape: FanOutShape): string {
  const width = shape.width ?? 2;
  const spread = (name: string) => {
    const s = `...${name}${shape.directives ? ' @include(if: true)' : ''}`;
    return shape.inline ? `... on Query { ${s} }` : s;
  };
  const parts: string[] = [];
  for (let i = 0; i < shape.levels; i += 1) {
    const next = Array.from({ length: width }, () => spread(`F${i + 1}`)).join(' ');
    const leaf = shape.aliases ? `a${i}: __typename` : '__typename';
    parts.push(`fragment F${i} on Query { ${leaf} ${next} }`);
  }
  parts.push(`fragment F${shape.levels} on Query { __typename }`);
  return `query Fan { ...F0 }\n${parts.join('\n')}`;
}

/** Every fan-out variant at `levels`, named for test titles. */
export const fanOutVariants = (levels: number): Array<[string, string]> => [
  ['two spreads per fragment', fanOutDocument({ levels })],
  ['with a directive on every spread', fanOutDocument({ levels, directives: true })],
  ['with aliases', fanOutDocument({ levels, aliases: true })],
  ['through inline fragments', fanOutDocument({ levels, inline: true })],
  ['three spreads per fragment', fanOutDocument({ levels: Math.ceil(levels * 0.7), width: 3 })],
  ['all of them', fanOutDocument({ levels, directives: true, aliases: true, inline: true })],
];

/** A field with `count` directives: a directive flood. */
export const directiveFlood = (count: number) =>
  `{ __typename ${Array.from({ length: count }, () => '@include(if: true)').join(' ')} }`;

/** The same field repeated: what graphql-js's overlapping-fields rule compares pairwise. */
export const repeatedFields = (count: number) => `{ ${'__typename '.repeat(count)}}`;

/** `count` aliases of one field, each with an argument: also pairwise compared. */
export const aliasedFields = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: __type(name: "Q${i}") { name }`).join(' ')} }`;

/** Shapes that make graphql-js's overlapping-fields rule compare one response name pairwise (no aliases needed). */
export type RepeatShape =
  | 'catalogue subjects'
  | 'grades'
  | 'catalogue id subjects'
  | 'nested repeats'
  | 'inside a fragment'
  | 'across fragments'
  | 'different arguments'
  | 'inline fragments';

export const REPEAT_SHAPES: RepeatShape[] = [
  'catalogue subjects',
  'grades',
  'catalogue id subjects',
  'nested repeats',
  'inside a fragment',
  'across fragments',
  'different arguments',
  'inline fragments',
];

/** One field repeated `count` times in one selection set, in the given shape. */
export function repeatedSelection(shape: RepeatShape, count: number): string {
  const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(' ');
  switch (shape) {
    case 'catalogue subjects':
      return `{ ${times(count, () => 'catalogue { subjects { id } }')} }`;
    case 'grades':
      return `{ ${times(count, () => 'grades { id }')} }`;
    case 'catalogue id subjects':
      return `{ ${times(count, () => 'catalogue { id subjects { id } }')} }`;
    case 'nested repeats': {
      // k repeats at every level of __type → ofType → ofType, k³ ≈ count leaves.
      const k = Math.max(2, Math.round(Math.cbrt(count)));
      const level = (inner: string) => times(k, () => `ofType { ${inner} }`);
      return `{ ${times(k, () => `__type(name: "Query") { ${level(level('name'))} }`)} }`;
    }
    case 'inside a fragment':
      return `query Fan { ...R } fragment R on Query { ${times(count, () => 'catalogue { subjects { id } }')} }`;
    case 'across fragments': {
      // Ten fragments, each repeating the field count/10 times, all spread into one selection set.
      const per = Math.max(1, Math.ceil(count / 10));
      const defs = times(10, (i) => `fragment R${i} on Query { ${times(per, () => 'grades { id }')} }`);
      return `query Fan { ${times(10, (i) => `...R${i}`)} } ${defs}`;
    }
    case 'different arguments':
      return `{ ${times(count, (i) => `__type(name: "T${i}") { name }`)} }`;
    case 'inline fragments':
      return `{ ${times(count, () => '... on Query { grades { id } }')} }`;
  }
}

/** Documents that are small but wrong in many places: each mistake is one validation error (and its suggestions). */
export type ErrorShape =
  | 'unknown fields'
  | 'unknown nested fields'
  | 'unknown variable types'
  | 'unknown arguments'
  | 'unknown fragments'
  | 'unknown input fields'
  | 'undefined variables'
  | 'wrong value types';

export const ERROR_SHAPES: ErrorShape[] = [
  'unknown fields',
  'unknown nested fields',
  'unknown variable types',
  'unknown arguments',
  'unknown fragments',
  'unknown input fields',
  'undefined variables',
  'wrong value types',
];

/** An anonymous document of 1–3 KB with `count` mistakes of one kind, named close to real ones (suggestions). */
export function errorDocument(shape: ErrorShape, count: number): string {
  const times = (f: (i: number) => string) => Array.from({ length: count }, (_, i) => f(i)).join(' ');
  switch (shape) {
    case 'unknown fields':
      return `{ ${times((i) => `catalogu${i}`)} }`;
    case 'unknown nested fields':
      return `{ catalogue { ${times((i) => `subject${i}`)} } }`;
    case 'unknown variable types':
      return `query(${times((i) => `$v${i}: Strin${i}`)}) { __typename }`;
    case 'unknown arguments':
      return `{ __type(name: "Query" ${times((i) => `nam${i}: 1`)}) { name } }`;
    case 'unknown fragments':
      return `{ ${times((i) => `...Frag${i}`)} }`;
    case 'unknown input fields':
      return `mutation { saveAnswer(input: { ${times((i) => `selecte${i}: 1`)} }) { status } }`;
    case 'undefined variables':
      return `mutation { saveAnswer(input: { attemptId: 1 questionId: 1 questionType: SCQ selectedOptions: [${times((i) => `$v${i}`)}] }) { status } }`;
    case 'wrong value types':
      return `mutation { saveAnswer(input: { attemptId: 1 questionId: 1 questionType: SCQ selectedOptions: [${times((i) => `${i}`)}] }) { status } }`;
  }
}

/** An operation `levels` fields deep through the schema's one cycle (QuizSummary.myProgress.quiz), no introspection. */
export function deepOperation(levels: number): string {
  // catalogue subjects chapters quizzes: 4 levels down to a QuizSummary; `id` is the last level.
  const path = ['catalogue', 'subjects', 'chapters', 'quizzes'];
  for (let i = 0; path.length < levels - 1; i += 1) path.push(i % 2 === 0 ? 'myProgress' : 'quiz');
  return `{ ${path.map((f) => `${f} { `).join('')}id ${' }'.repeat(path.length)} }`;
}
