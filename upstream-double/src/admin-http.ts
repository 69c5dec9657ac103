// /__double/… — the operator actions over HTTP (only the double serves these; never logged, never faulted).
import { json, type Reply } from './http-util';
import { defectSwitchesOf, isFidelity, type FidelitySetting } from './fidelity';
import type { DoubleAdmin, FaultControl, FaultRule, RecordedRequest } from './types';

export interface AdminHttpDeps {
  admin: DoubleAdmin;
  faults: FaultControl;
  requests: RecordedRequest[];
  requestCounts: ReadonlyMap<string, number>;
  reset(): void;
  fidelity: FidelitySetting;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function toRule(body: Record<string, unknown>): FaultRule {
  const rule: FaultRule = {};
  if (typeof body.method === 'string') rule.method = body.method;
  if (typeof body.path === 'string') rule.path = new RegExp(body.path); // a string here is a regex source
  if (typeof body.delayMs === 'number') rule.delayMs = body.delayMs;
  if (typeof body.status === 'number') rule.status = body.status;
  if ('body' in body) rule.body = body.body;
  if (body.html === true) rule.html = true;
  if (body.drop === true) rule.drop = true;
  if (typeof body.times === 'number') rule.times = body.times;
  return rule;
}

const fidelityView = (f: FidelitySetting) => ({ fidelity: f.fidelity, defects: [...f.defects].sort() });

export function handleAdmin(method: string, path: string, body: unknown, deps: AdminHttpDeps): Reply {
  const action = path.slice('/__double/'.length).replace(/\/$/, '');
  const attempt = /^attempts\/(\d+)\/(answers|correct-answers)$/.exec(action);
  if (method === 'GET' && attempt) {
    const id = Number(attempt[1]);
    const data = attempt[2] === 'answers' ? deps.admin.answersOf(id) : deps.admin.correctAnswersOf(id);
    return data === undefined ? json(404, { error: `unknown attempt: ${id}` }) : json(200, data);
  }
  const user = /^users\/([^/]+)$/.exec(action);
  if (method === 'GET' && user) {
    const found = deps.admin.findUser(decodeURIComponent(user[1] ?? ''));
    return found ? json(200, found) : json(404, { error: 'unknown user' });
  }
  if (method === 'GET' && action === 'requests') return json(200, deps.requests);
  if (method === 'GET' && action === 'requests/counts')
    return json(200, Object.fromEntries(deps.requestCounts));
  if (method === 'GET' && action === 'fidelity') return json(200, fidelityView(deps.fidelity));
  if (method !== 'POST') return json(405, { error: `${method} not allowed here` });
  const input = isObject(body) ? body : {};
  const username = typeof input.username === 'string' ? input.username : '';
  try {
    switch (action) {
      case 'reset':
        deps.reset();
        return json(200, { ok: true });
      case 'faults':
        deps.faults.add(toRule(input));
        return json(200, { ok: true });
      case 'fidelity': {
        // `fidelity` (optional when `defects` is given) first, then each defect switched on its own.
        const switches = input.defects === undefined ? {} : defectSwitchesOf(input.defects);
        if (switches === null)
          return json(400, { error: 'defects must map known defect names to true or false' });
        if (input.fidelity === undefined && input.defects === undefined)
          return json(400, { error: 'fidelity must be "corrected" or "recorded"' });
        if (input.fidelity !== undefined) {
          if (!isFidelity(input.fidelity))
            return json(400, { error: 'fidelity must be "corrected" or "recorded"' });
          deps.fidelity.fidelity = input.fidelity;
        }
        deps.fidelity.apply(switches);
        return json(200, { ok: true, ...fidelityView(deps.fidelity) });
      }
      case 'faults/clear':
        deps.faults.clear();
        return json(200, { ok: true });
      case 'expire-access-tokens':
        deps.admin.expireAccessTokens();
        return json(200, { ok: true });
      case 'activate':
        return json(200, { ok: true, user: deps.admin.activate(username) });
      case 'approve-renewal':
        return json(200, { ok: true, user: deps.admin.approveRenewal(username) });
      case 'expire':
        return json(200, { ok: true, user: deps.admin.expire(username) });
      default:
        return json(404, { error: `unknown admin action: ${action}` });
    }
  } catch (e) {
    return json(e instanceof SyntaxError ? 400 : 404, { error: (e as Error).message });
  }
}
