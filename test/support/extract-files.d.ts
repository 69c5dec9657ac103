// Types of extract-files' two entry points (the package ships JSDoc-typed .mjs files only).
declare module 'extract-files/extractFiles.mjs' {
  export interface Extraction<E> {
    /** The value with every file replaced by null. */
    clone: unknown;
    /** Each file and the object paths (`variables.input.feeReceipt`) where it was. */
    files: Map<E, string[]>;
  }
  export default function extractFiles<E>(
    value: unknown,
    isExtractable: (value: unknown) => value is E,
    path?: string,
  ): Extraction<E>;
}
declare module 'extract-files/isExtractableFile.mjs' {
  export default function isExtractableFile(value: unknown): value is File | Blob;
}
