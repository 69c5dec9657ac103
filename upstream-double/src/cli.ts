// CLI of the REST double.
//   tsx upstream-double/src/cli.ts serve [--port 4010] [--seed demo|minimal] [--host 127.0.0.1] [--log]
//   tsx upstream-double/src/cli.ts activate|approve-renewal|expire <username> [--url http://127.0.0.1:4010]
//   tsx upstream-double/src/cli.ts reset|expire-access-tokens [--url …]
//   tsx upstream-double/src/cli.ts fidelity corrected|recorded [--defects a,-b] [--url …]
// The operator commands call the /__double/ endpoints of a running double.
import { parseArgs } from 'node:util';
import {
  DEFECTS_ENV,
  DEFECT_NAMES,
  defectsFromEnv,
  FIDELITY_ENV,
  fidelityFromEnv,
  isFidelity,
  parseDefectList,
} from './fidelity';
import { startUpstreamDouble } from './index';

const USAGE = `usage:
  cli.ts serve [--port 4010] [--seed demo|minimal] [--host 127.0.0.1] [--log] [--fidelity corrected|recorded]
               [--defects a,-b]
  cli.ts activate <username> [--url URL]        pending -> active (expiry from the plan)
  cli.ts approve-renewal <username> [--url URL] extend by the requested plan
  cli.ts expire <username> [--url URL]          expiry = yesterday
  cli.ts reset [--url URL]                      back to the seeded data
  cli.ts expire-access-tokens [--url URL]       every access token issued so far expires
  cli.ts fidelity corrected|recorded [--defects a,-b] [--url URL]
                                                correct or reproduce the recorded real-API defects
  (--fidelity defaults to \${UPSTREAM_DOUBLE_FIDELITY:-corrected}, --defects to \${UPSTREAM_DOUBLE_DEFECTS};
   --defects switches single defects on, or off with a leading "-", on top of the fidelity)
  defects: ${DEFECT_NAMES.join(', ')}
  (URL defaults to http://127.0.0.1:\${UPSTREAM_PORT:-4010})`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    seed: { type: 'string' },
    fidelity: { type: 'string' },
    defects: { type: 'string' },
    url: { type: 'string' },
    log: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

async function serve(): Promise<void> {
  const seed = values.seed ?? 'demo';
  if (seed !== 'demo' && seed !== 'minimal') fail(`unknown seed: ${seed}`);
  let fidelity: ReturnType<typeof fidelityFromEnv> = 'corrected';
  let defects: ReturnType<typeof parseDefectList> = {};
  try {
    fidelity = values.fidelity === undefined ? fidelityFromEnv() : fidelityOf(values.fidelity);
    defects = values.defects === undefined ? defectsFromEnv() : parseDefectList(values.defects);
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
  const double = await startUpstreamDouble({
    port: Number(values.port ?? process.env.UPSTREAM_PORT ?? 4010),
    host: values.host ?? '127.0.0.1',
    seed: seed as 'demo' | 'minimal',
    log: values.log ?? false,
    fidelity,
    defects,
  });
  console.log(double.url);
  console.log(
    `Learnify REST double (seed ${seed}). Demo logins: ayesha, hamza, bilal, zainab (pending), mrs.khan, admin, manager — password learnify123.`,
  );
  if (double.defects.size > 0)
    console.log(
      `Fidelity: ${fidelity} (${FIDELITY_ENV}, ${DEFECTS_ENV}); recorded real-API defects reproduced: ${[...double.defects].join(', ')}.`,
    );
  console.log(
    `Operator endpoints under ${double.origin}/__double/ (see upstream-double/README.md). Ctrl+C to stop.`,
  );
  const stop = (): void => {
    void double.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Started by `npm start` (gateway/bin/start.mjs) with an IPC channel: gone with its parent, however it ended.
  if (process.connected) process.once('disconnect', stop);
}

function fidelityOf(value: string | undefined) {
  if (!isFidelity(value)) throw new Error(`fidelity must be "corrected" or "recorded"\n${USAGE}`);
  return value;
}

async function operate(action: string, username: string | undefined): Promise<void> {
  const needsUser = ['activate', 'approve-renewal', 'expire'].includes(action);
  if (needsUser && !username) fail(`${action} needs a username\n${USAGE}`);
  let payload: object = needsUser ? { username } : {};
  if (action === 'fidelity') {
    try {
      payload = {
        fidelity: fidelityOf(username),
        ...(values.defects === undefined ? {} : { defects: parseDefectList(values.defects) }),
      };
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
    }
  }
  const base = new URL(values.url ?? `http://127.0.0.1:${process.env.UPSTREAM_PORT ?? '4010'}`).origin;
  let res: Response;
  try {
    res = await fetch(`${base}/__double/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return fail(`no double answering at ${base} (start one with: npm run upstream)`);
  }
  const body = (await res.json()) as {
    error?: string;
    user?: { username: string; account_status: string; subscription_expiry: string | null };
  };
  if (!res.ok) fail(`${action} failed: ${body.error ?? res.status}`);
  const u = body.user;
  console.log(
    u
      ? `${action}: ${u.username} is ${u.account_status}, expiry ${u.subscription_expiry ?? 'N/A'}`
      : `${action}: done`,
  );
}

const [command, arg] = positionals;
if (values.help || !command) {
  console.log(USAGE);
} else if (command === 'serve') {
  await serve();
} else if (
  ['activate', 'approve-renewal', 'expire', 'reset', 'expire-access-tokens', 'fidelity'].includes(command)
) {
  await operate(command, arg);
} else {
  fail(`unknown command: ${command}\n${USAGE}`);
}
