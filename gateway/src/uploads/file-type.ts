/**
 * Upload types decided by the file's first bytes, never by the name or the browser's Content-Type: a script
 * renamed to `.png` is refused before it is sent upstream, where it would be stored and later served.
 */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';

/** Each type's file extension and its name in messages. */
const TYPES: Record<SniffedType, { extension: string; name: string }> = {
  'image/png': { extension: 'png', name: 'PNG' },
  'image/jpeg': { extension: 'jpg', name: 'JPEG' },
  'image/gif': { extension: 'gif', name: 'GIF' },
  'image/webp': { extension: 'webp', name: 'WebP' },
  'application/pdf': { extension: 'pdf', name: 'PDF' },
};

/** Images only: what the upstream's image fields (Django ImageField) take. */
export const IMAGE_TYPES: readonly SniffedType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * What each upstream file field accepts by default: pictures are images; a fee receipt may also be a scanned PDF
 * (renewal). Sign-up's receipt is an image field upstream: its resolver narrows this (PendingUpload.accepts).
 */
export const ACCEPTED_BY_FIELD: Record<string, readonly SniffedType[]> = {
  profile_picture: IMAGE_TYPES,
  fee_receipt: [...IMAGE_TYPES, 'application/pdf'],
};

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 12;

const ascii = (head: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => head[at + i] === ch.charCodeAt(0));

export function sniffType(head: Uint8Array): SniffedType | null {
  // PNG's first four signature bytes (0x89 "PNG") already rule out text, HTML and scripts.
  if (head[0] === 0x89 && ascii(head, 1, 'PNG')) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (ascii(head, 0, '%PDF-')) return 'application/pdf';
  return null;
}

export function acceptedTypes(field: string): readonly SniffedType[] {
  return ACCEPTED_BY_FIELD[field] ?? IMAGE_TYPES;
}

/** A human list for error messages: "PNG, JPEG, GIF or WebP". */
export function describeTypes(types: readonly SniffedType[]): string {
  const names = types.map((t) => TYPES[t].name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** The sanitized name with its extension replaced by the one the content proves (`x.html` → `x.png`). */
export function safeFilename(sanitized: string, type: SniffedType): string {
  const stem =
    sanitized
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} _().-]/gu, '_')
      .slice(0, 100) || 'upload';
  return `${stem}.${TYPES[type].extension}`;
}
