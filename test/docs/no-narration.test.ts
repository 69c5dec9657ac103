// The docs state decisions and facts, not who found what: no document under docs/ (nor the README) credits a finding
// to a red team, a review, a helper, the coordinator or an earlier work session. What was possible and what holds
// now stay; how and by whom it came to light does not.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesEndingIn } from '../support/files';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const NARRATION = [
  /\bred[- ]team\b/i,
  /\bcoordinator\b/i,
  /\bhelpers? (?:found|measured|ran|saw|reported)\b/i,
  /\b(?:an earlier|a previous|the previous|the last) session\b/i,
  /\bfound (?:by|it|while|that)\b/i,
  /\breview(?:er)?s? (?:found|showed|saw)\b/i,
  /\b(?:first|second|third) review\b/i,
];

/** Each line of `text` that narrates, as `where: line`. */
function narration(where: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      NARRATION.some((re) => re.test(line)) ? [`${where}:${i + 1}: ${line.trim().slice(0, 120)}`] : [],
    );
}

describe('the docs narrate no one', () => {
  it('no document credits a finding to a red team, a review, a helper or a session', () => {
    const files = [...filesEndingIn(join(ROOT, 'docs'), '.md'), join(ROOT, 'README.md')];
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) => narration(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('reports a narrating line, and passes the same fact stated plainly', () => {
    expect(narration('x.md', 'ok\n(found while migrating) The decoder skips characters')).toEqual([
      'x.md:2: (found while migrating) The decoder skips characters',
    ]);
    expect(narration('x.md', "Validation of the red team's shapes: 25 ms")).toHaveLength(1);
    expect(narration('x.md', 'A second review: refusals spent the budget')).toHaveLength(1);
    expect(narration('x.md', 'The decoder skips characters that are not base64')).toEqual([]);
  });
});
