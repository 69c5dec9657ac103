// The schema contract guard (docs/api/README.md): a breaking change to schema.graphql, measured against the last
// released schema, is allowed only when docs/api/CHANGELOG.md records it under "Unreleased" together with the
// deprecation period it followed. Pure functions over strings, so the test can feed it edited schemas.
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/** Days a field, argument or enum value stays deprecated before it may be removed or changed incompatibly. */
export const MIN_DEPRECATION_DAYS = 90;

/** One line of the changelog's "Unreleased" section that records a breaking change. */
export interface BreakingEntry {
  path: string;
  deprecated: string;
  removed: string;
  days: number;
}

export interface GuardResult {
  ok: boolean;
  /** Breaking changes that no valid changelog entry covers, each `` `path`: what — why ``. */
  failures: string[];
  /** Breaking changes a changelog entry covers. */
  recorded: string[];
  /** Changes that are not breaking but may surprise a client (an enum value added, a default changed). */
  warnings: string[];
}

// `- \`Quiz.title\` … deprecated 2026-01-05, removed 2026-04-10 …` — the dates make the period checkable.
const ENTRY = /^\s*[-*]\s+`([^`]+)`.*?\bdeprecated (\d{4}-\d{2}-\d{2}),? removed (\d{4}-\d{2}-\d{2})/i;
const DAY_MS = 86_400_000;

/** The entries of the `## Unreleased` section (older sections describe what the released snapshot already has). */
export function unreleasedEntries(changelog: string): BreakingEntry[] {
  const lines = changelog.split('\n');
  const start = lines.findIndex((l) => /^##\s+Unreleased\b/i.test(l));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  const section = lines.slice(start + 1, end < 0 ? undefined : end);
  return section.flatMap((line) => {
    const m = ENTRY.exec(line);
    if (!m) return [];
    const [, path = '', deprecated = '', removed = ''] = m;
    const days = Math.round((Date.parse(removed) - Date.parse(deprecated)) / DAY_MS);
    return [{ path, deprecated, removed, days }];
  });
}

// Directives such as @cacheControl may be used without their definition in the file (the server adds it):
// the contract is the types, so validation of directive usage is not the guard's job.
const build = (sdl: string) => buildSchema(sdl, { assumeValidSDL: true });

/** A removal of something that was never marked @deprecated skipped the deprecation period entirely. */
function removedWithoutDeprecation(change: Change): boolean {
  const meta = change.meta as { isRemovedFieldDeprecated?: boolean; isEnumValueDeprecated?: boolean };
  if (change.type === 'FIELD_REMOVED') return meta.isRemovedFieldDeprecated === false;
  if (change.type === 'ENUM_VALUE_REMOVED') return meta.isEnumValueDeprecated === false;
  return false;
}

/** An entry covers a change at its path or at a parent (`Quiz` covers `Quiz.title`, a removed type's fields). */
function covers(entry: BreakingEntry, path: string): boolean {
  return path === entry.path || path.startsWith(`${entry.path}.`);
}

/** Who used a field lately: what the usage counts say (`npm run usage -- --json`). */
export interface FieldInUse {
  field: string;
  clients: Array<{ client: string; version: string; requests: number; lastDay: string }>;
}

/** The fields a removal at `path` takes away: the field itself, or every field of a removed type. */
const removedBy = (path: string, field: string) => field === path || field.startsWith(`${path}.`);

export async function checkSchema(input: {
  released: string;
  current: string;
  changelog: string;
  /** Fields clients used in the window the check looks at; a removal of one fails unless `allowRemovalInUse`. */
  inUse?: FieldInUse[];
  allowRemovalInUse?: boolean;
}): Promise<GuardResult> {
  const changes = await diff(build(input.released), build(input.current));
  const entries = unreleasedEntries(input.changelog);
  const result: GuardResult = { ok: true, failures: [], recorded: [], warnings: [] };
  for (const change of changes) {
    const path = change.path ?? '';
    if (change.criticality.level === CriticalityLevel.Dangerous) result.warnings.push(change.message);
    if (change.criticality.level !== CriticalityLevel.Breaking) continue;
    const entry = entries.find((e) => covers(e, path));
    if (!entry) {
      result.failures.push(
        `\`${path}\`: ${change.message} — breaking, and docs/api/CHANGELOG.md has no "Unreleased" entry for it.`,
      );
    } else if (entry.days < MIN_DEPRECATION_DAYS || Number.isNaN(entry.days)) {
      result.failures.push(
        `\`${path}\`: ${change.message} — the changelog records ${entry.days} days of deprecation; the policy is at least ${MIN_DEPRECATION_DAYS}.`,
      );
    } else if (removedWithoutDeprecation(change)) {
      result.failures.push(
        `\`${path}\`: ${change.message} — it was never marked @deprecated in the released schema; deprecate it first.`,
      );
    } else {
      result.recorded.push(`${change.message} (deprecated ${entry.deprecated}, removed ${entry.removed})`);
    }
    if (!change.type.endsWith('_REMOVED')) continue;
    for (const use of input.inUse ?? []) {
      if (!removedBy(path, use.field)) continue;
      const who = use.clients
        .map((c) => `${c.client} ${c.version} (${c.requests} requests, last ${c.lastDay})`)
        .join(', ');
      const line = `\`${use.field}\`: removed, yet used by ${who}`;
      if (input.allowRemovalInUse) result.warnings.push(`${line} — removed anyway (--allow-removal-in-use)`);
      else
        result.failures.push(
          `${line}. Wait until they stop, or pass --allow-removal-in-use to break them knowingly.`,
        );
    }
  }
  result.ok = result.failures.length === 0;
  return result;
}
