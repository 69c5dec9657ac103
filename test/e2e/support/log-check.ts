// What must never be in the gateway's log: a credential (password, token, cookie value) or a child's name.
// Used by test/e2e/log.e2e.ts after it drives the main flows, and by the global teardown over the whole run's log.

/** The students of the demo seed the suite signs in as or looks at: their usernames are names too. */
export const CHILDREN = ['ayesha', 'hamza', 'bilal', 'zainab', 'sana', 'omar', 'nadia', 'fatima'];

/** Every demo account's password (upstream-double/README.md). */
const DEMO_PASSWORD = 'learnify123';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface LeakCheck {
  /** Full names of children (read from the double). */
  names: string[];
  /** Values of this run that are credentials: cookie values, tokens, passwords typed. */
  secrets?: string[];
}

/** One entry per offending line (its number, what it holds, its start); empty when the log is clean. */
export function logLeaks(log: string, { names, secrets = [] }: LeakCheck): string[] {
  const nameRules = [...new Set([...names, ...CHILDREN])]
    .filter(Boolean)
    .map((name) => ({ name, re: new RegExp(`(^|[^\\w.])${escape(name)}($|[^\\w])`, 'i') }));
  const leaks: string[] = [];
  log.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const found: string[] = [];
    if (line.includes(DEMO_PASSWORD)) found.push('the demo password');
    if (secrets.some((secret) => secret.length >= 8 && line.includes(secret)))
      found.push('a credential of this run');
    if (/eyJ[\w-]{8,}\.[\w-]{8,}/.test(line)) found.push('a JWT');
    if (/Bearer\s+[\w.-]{8,}/i.test(line)) found.push('a bearer token');
    if (/learnify_session=[^;\s"]/.test(line)) found.push('a session cookie');
    for (const { name, re } of nameRules) if (re.test(line)) found.push(`a child's name (${name})`);
    if (found.length) leaks.push(`line ${index + 1}: ${found.join(', ')}: ${line.slice(0, 200)}`);
  });
  return leaks;
}
