import type { ServerResponse } from 'node:http';

/** Brotli when the client takes it, else gzip, else none (q=0 means "not this one"). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof header !== 'string' || header === '') return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Adds a request header to `Vary`, keeping what is there (Express's `res.vary`, for plain Node responses). */
export function appendVary(res: ServerResponse, field: string): void {
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary ? `${String(vary)}, ${field}` : field);
}
