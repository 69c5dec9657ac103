import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, at any depth, whose name ends in `suffix`, as full paths. */
export function filesEndingIn(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => join(e.parentPath, e.name));
}
