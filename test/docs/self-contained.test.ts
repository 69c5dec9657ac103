// A clone with nothing beside it is the whole project: no file of the repo reads or links a folder outside it,
// and `npm start` runs nothing from test/ (the REST double it starts is the upstream-double workspace).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Every file git tracks or would track (untracked but not ignored), this test excepted. */
function repoFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (path) => path && path !== 'test/docs/self-contained.test.ts' && !path.endsWith('package-lock.json'),
    );
}

describe('the repository stands on its own', () => {
  it('no file names the shared folder beside the repo', () => {
    const files = repoFiles();
    expect(files.length).toBeGreaterThan(100);
    const outside = files.filter((path) => {
      let text: string;
      try {
        text = read(path);
      } catch {
        return false; // deleted in the working tree
      }
      return /\.\.\/shared\b|\/work\/shared\b/.test(text);
    });
    expect(outside).toEqual([]);
  });

  it('npm start, npm run upstream and npm run upstream:admin run nothing under test/', () => {
    expect(read('gateway/bin/start.mjs')).not.toMatch(/['"`]test\//);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['start', 'upstream', 'upstream:admin']) {
      expect(scripts[name], name).toBeDefined();
      expect(scripts[name], name).not.toMatch(/\btest\//);
    }
    expect(scripts.upstream).toContain('upstream-double/');
  });
});
