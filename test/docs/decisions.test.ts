// Every decision record says whether it still holds: a `Status:` line under its title, `accepted` or `superseded by`
// the record that replaced it (optionally `, amended by` the records that changed parts of it), each a link to a
// record that exists. Numbers are unique and match the title. A record that names a later one in its text was
// changed by it, so its Status lists that record (amended by, superseded by), unless it only cites it (`CITED`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));

interface DecisionRecord {
  name: string;
  text: string;
}

const LINK = String.raw`\[(\d{4})\]\(((\d{4})-[a-z0-9-]+\.md)\)`;
const STATUS = new RegExp(
  String.raw`^Status: (accepted|superseded by ${LINK})((?:, amended by ${LINK}(?: and ${LINK})*))?$`,
);

/** What is wrong with a set of records; empty when every one has a valid status. */
function recordProblems(records: DecisionRecord[]): string[] {
  const names = new Set(records.map((r) => r.name));
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { name, text } of records) {
    const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1];
    if (!number) {
      problems.push(`${name}: not named NNNN-words.md`);
      continue;
    }
    if (seen.has(number)) problems.push(`${name}: number ${number} is also ${seen.get(number)}`);
    seen.set(number, name);
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    if (!lines[0]?.startsWith(`# ${number} — `))
      problems.push(`${name}: the title does not start "# ${number} — "`);
    const status = lines[1] ?? '';
    if (!STATUS.test(status)) {
      problems.push(
        `${name}: no "Status: accepted" or "Status: superseded by [NNNN](…)" line under the title`,
      );
      continue;
    }
    for (const m of status.matchAll(new RegExp(LINK, 'g'))) {
      if (m[1] !== m[3]) problems.push(`${name}: link text ${m[1]} names ${m[2]}`);
      if (!names.has(m[2]!)) problems.push(`${name}: links to ${m[2]}, which does not exist`);
      if (m[1] === number) problems.push(`${name}: refers to itself`);
    }
  }
  return problems;
}

/** Later records named in an earlier one's text only as a pointer: they change nothing of it. */
const CITED = new Set(['0007→0008', '0030→0043']);

/** Records that name a later record in their text without listing it in their Status line. */
function unlistedAmendments(records: DecisionRecord[], cited = CITED): string[] {
  return records.flatMap(({ name, text }) => {
    const number = name.slice(0, 4);
    const [, status = '', ...body] = text.split('\n').filter((line) => line.trim() !== '');
    const named = new Set(
      [...body.join('\n').matchAll(/(?:ADR |decisions?\/?|\[)(\d{4})\b/gi)].map((m) => m[1]!),
    );
    return [...named]
      .filter((later) => later > number && !status.includes(`[${later}]`) && !cited.has(`${number}→${later}`))
      .map((later) => `${name}: names ${later} in its text, but its Status does not list it`);
  });
}

const records = readdirSync(DIR)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));

describe('decision records', () => {
  it('each have a Status line (accepted, or superseded by the record that replaced it)', () => {
    expect(records.length).toBeGreaterThan(20);
    expect(recordProblems(records)).toEqual([]);
  });

  it('a record without a status, with a broken link or a number taken twice is reported', () => {
    const ok = { name: '0001-a.md', text: '# 0001 — A\n\nStatus: accepted\n\n## Context\n' };
    const replaced = {
      name: '0002-b.md',
      text: '# 0002 — B\n\nStatus: superseded by [0001](0001-a.md), amended by [0003](0003-c.md)\n',
    };
    const amended = {
      name: '0003-c.md',
      text: '# 0003 — C\nStatus: accepted, amended by [0001](0001-a.md)\n',
    };
    expect(recordProblems([ok, replaced, amended])).toEqual([]);
    expect(recordProblems([ok, { name: '0004-d.md', text: '# 0004 — D\n\n## Context\n' }])).toEqual([
      '0004-d.md: no "Status: accepted" or "Status: superseded by [NNNN](…)" line under the title',
    ]);
    expect(
      recordProblems([
        { name: '0005-e.md', text: '# 0005 — E\n\nStatus: superseded by [0009](0009-x.md)\n' },
      ]),
    ).toEqual(['0005-e.md: links to 0009-x.md, which does not exist']);
    expect(recordProblems([ok, { ...ok, name: '0001-other.md' }])).toEqual([
      '0001-other.md: number 0001 is also 0001-a.md',
    ]);
  });

  it('lists in its Status every later record its text names (one that changed it)', () => {
    expect(unlistedAmendments(records)).toEqual([]);
  });

  it('a later record named in the text but not in the Status is reported, unless only cited', () => {
    const older = {
      name: '0001-a.md',
      text: '# 0001 — A\n\nStatus: accepted\n\nSince ADR 0004 it is otherwise; see also [0003](0003-c.md).\n',
    };
    expect(unlistedAmendments([older], new Set())).toEqual([
      '0001-a.md: names 0004 in its text, but its Status does not list it',
      '0001-a.md: names 0003 in its text, but its Status does not list it',
    ]);
    expect(unlistedAmendments([older], new Set(['0001→0003', '0001→0004']))).toEqual([]);
    const listed = {
      ...older,
      text: older.text.replace('accepted', 'accepted, amended by [0004](0004-d.md)'),
    };
    expect(unlistedAmendments([listed], new Set(['0001→0003']))).toEqual([]);
    const earlier = { name: '0005-e.md', text: '# 0005 — E\n\nStatus: accepted\n\nAs ADR 0001 decided.\n' };
    expect(unlistedAmendments([earlier], new Set())).toEqual([]);
  });

  it('0018 (the class overview through DataLoader) is superseded by 0032, which removed it', () => {
    const status = records.find((r) => r.name.startsWith('0018-'))?.text.split('\n')[2];
    expect(status).toBe('Status: superseded by [0032](0032-one-way-to-hold-state-and-three-standings.md)');
  });
});
