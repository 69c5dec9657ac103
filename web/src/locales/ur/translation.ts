/**
 * The shape a translation must have: the same namespaces and keys as the English reference, every leaf a string.
 * Each Urdu namespace is declared `satisfies Translation<typeof en…>`, so a missing or misspelt key fails `tsc`.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
