// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Emoji and pictographic dingbats: they need a colour-emoji font, missing on many phones and on desktop Linux.
 * ©, ® and ™ are ordinary text symbols that every text font has.
 */
const PICTOGRAPHIC = /(?![\u00A9\u00AE\u2122])[\p{Extended_Pictographic}\u2600-\u27BF\u2B50]|\uFE0F/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('icons', () => {
  it('no screen, component or translation shows an emoji: icons are SVG', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          PICTOGRAPHIC.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
