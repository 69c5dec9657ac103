import type { UpstreamBody } from './upstream-error';

/**
 * Classifies a raw upstream body. The real backend answers JSON, nothing at all (204), or Django's HTML
 * error pages; a JSON content type with an unparsable body is reported as `text` so callers refuse it.
 */
export function classifyBody(status: number, contentType: string | undefined, text: string): UpstreamBody {
  if (status === 204 || status === 205 || text.trim() === '') return { kind: 'empty', data: null };
  const type = (contentType ?? '').toLowerCase();
  const looksHtml = /^\s*</.test(text);
  if (type.includes('html') || (looksHtml && !type.includes('json'))) return { kind: 'html', data: null };
  try {
    return { kind: 'json', data: JSON.parse(text) as unknown };
  } catch {
    return { kind: looksHtml ? 'html' : 'text', data: null };
  }
}
