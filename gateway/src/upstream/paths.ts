/** Resolves a relative upstream path against the base, refusing anything that could escape it. */
export function resolvePath(base: URL, path: string): URL {
  if (/^[a-z]+:|^\/|\/\.{1,2}\/|^\.{1,2}\/|[?#\\]/i.test(path) || !path.endsWith('/')) {
    throw new Error(`Invalid upstream path: ${path}`);
  }
  return new URL(path, base);
}
