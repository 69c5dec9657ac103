import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = 'upstream-double/src/cli.ts';
const run = promisify(execFile);
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGTERM');
});

describe('cli', () => {
  it('serves a double and runs operator commands against it', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--port', '0', '--seed', 'minimal'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      server?.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /^(http:\/\/127\.0\.0\.1:\d+\/api\/)$/m.exec(out);
        if (m?.[1]) resolve(m[1]);
      });
      server?.once('exit', (code) => reject(new Error(`cli exited ${code}`)));
    });
    expect((await fetch(`${url}grades/`)).status).toBe(200);
    const activated = await run(
      process.execPath,
      ['--import', 'tsx', CLI, 'activate', 'zainab', '--url', url],
      { cwd: ROOT },
    );
    expect(activated.stdout).toMatch(/^activate: zainab is active, expiry \d{4}-\d\d-\d\d/);
    const login = await fetch(`${url}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'zainab', password: 'learnify123' }),
    });
    expect(login.status).toBe(200);
    await expect(
      run(process.execPath, ['--import', 'tsx', CLI, 'expire', 'nobody', '--url', url], { cwd: ROOT }),
    ).rejects.toThrow(/unknown user/);
  });
});
