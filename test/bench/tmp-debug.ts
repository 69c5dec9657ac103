import { execFileSync } from 'node:child_process';
import { freePort, spawnTs, waitForUrl, stopProcess } from '../support/processes';
import { startRedis } from '../support/redis';
import { startUpstreamDouble } from '../upstream/index';
const redis = await startRedis();
const double = await startUpstreamDouble({ seed: 'minimal' });
const port = await freePort();
const child = spawnTs(['gateway/src/index.ts'], { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), UPSTREAM_URL: double.url, REDIS_URL: redis.url, SESSION_SECRET: 'x'.repeat(40), METRICS_TOKEN: 'm'.repeat(20), LOG_LEVEL: 'warn', WEB_DIST_DIR: '/x' }, ['ignore', 'inherit', 'inherit']);
await waitForUrl(`http://127.0.0.1:${port}/healthz`, child);
const ps = () => { try { return execFileSync('ps', ['-o', 'pid=,stat=,args=', '--ppid', String(child.pid)], { encoding: 'utf8' }); } catch { return ''; } };
console.log(ps());
const metric = async () => (await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${'m'.repeat(20)}` } })).text()).split('\n').filter((l) => /store_up|restarts/.test(l)).join(' | ');
console.log(await metric());
const w = Number(ps().split('\n').find((l) => l.includes('index.ts'))!.trim().split(/\s+/)[0]);
process.kill(w, 'SIGKILL');
for (let i = 0; i < 10; i++) { await new Promise((r) => setTimeout(r, 1000)); console.log(i, ps().replace(/\n/g, ' // ')); try { console.log((await fetch(`http://127.0.0.1:${port}/healthz`)).status); } catch (e) { console.log('ERR', String(e)); } }
await redis.kill(); await new Promise((r) => setTimeout(r, 2000)); await redis.restart();
for (let i = 0; i < 8; i++) { await new Promise((r) => setTimeout(r, 1000)); console.log('redis', i, await metric()); }
await stopProcess(child); await double.close(); await redis.stop();
