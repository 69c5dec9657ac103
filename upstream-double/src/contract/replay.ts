// Replays recorded real-backend requests against the double. The recordings use the capture harness's
// users and ids; they are mapped onto the double's own accounts (all password learnify123) and onto
// the ids the double hands out during the same, in-order run.
import type { UpstreamDouble } from '../index';

export interface RecordedCase {
  file: string;
  num: number;
  case: string;
  note: string | null;
  request: {
    method: string;
    path: string;
    headers: Record<string, string>;
    json?: unknown;
    multipart?: Record<string, string>;
  };
  response: {
    status: number;
    headers: Record<string, string>;
    body_kind: string;
    body: unknown;
    shape: unknown;
  };
}

/** Recorded user -> double account. */
export const USERS: Record<string, string> = {
  student1: 'ayesha', // Grade 3, active, no seeded history in the minimal seed
  student2: 'sana', // Grade 3, same school+city as teacher1, seeded history
  teacher1: 'mrs.khan',
  teacher3: 'mr.baloch', // a school whose only student has no grade
  nograde1: 'nadia',
  expired2: 'bilal',
  admin1: 'admin',
  pending1: 'zainab',
  editme1: 'fatima', // Grade 5, active, no history
  otherschool1: 'omar',
};

const RECORDED_PASSWORD = 'Harness#123';

export interface ReplayRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
  user?: string;
}

export class Replayer {
  readonly quizzes = new Map<number, number>();
  readonly attempts = new Map<number, number>();
  readonly questions = new Map<string, string>();
  readonly passwords = new Map<string, string>();
  readonly tokens = new Map<string, string>();

  constructor(
    readonly double: UpstreamDouble,
    quizzes: Record<number, number>,
  ) {
    for (const [k, v] of Object.entries(quizzes)) this.quizzes.set(Number(k), v);
  }

  mapUser(name: string): string {
    const mapped = USERS[name.toLowerCase()];
    if (!mapped) return name;
    return name === name.toUpperCase() ? mapped.toUpperCase() : mapped;
  }

  mapPath(path: string): string {
    const parts = path.split('/');
    return parts
      .map((seg, i) => {
        const prev = parts[i - 1] ?? '';
        if (/^\d+$/.test(seg) && (prev === 'start' || (prev === 'quiz' && parts[i + 1] === 'start')))
          return String(this.quizzes.get(Number(seg)) ?? seg);
        if (/^\d+$/.test(seg) && prev === 'quiz-result') return String(this.attempts.get(Number(seg)) ?? seg);
        return prev === 'student' && parts[i + 1] === 'quiz-history' ? this.mapUser(seg) : seg;
      })
      .join('/');
  }

  password(user: string): string {
    return this.passwords.get(user) ?? 'learnify123';
  }

  async token(user: string): Promise<string> {
    const cached = this.tokens.get(user);
    if (cached) return cached;
    const res = await fetch(`${this.double.url}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user, password: this.password(user) }),
    });
    const body = (await res.json()) as { access: string; refresh: string };
    if (!res.ok) throw new Error(`replay login ${user}: ${res.status}`);
    this.tokens.set(user, body.access);
    return body.access;
  }

  async refreshToken(user: string): Promise<string> {
    const res = await fetch(`${this.double.url}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user, password: this.password(user) }),
    });
    return ((await res.json()) as { refresh: string }).refresh;
  }

  private mapValue(key: string, value: unknown): unknown {
    if (typeof value !== 'string' && typeof value !== 'number') return value;
    if (key === 'username') return this.mapUser(String(value));
    if (/password$/.test(key) && value === RECORDED_PASSWORD) return 'learnify123';
    if (key === 'attempt_id') return this.attempts.get(Number(value)) ?? value;
    if (key === 'question_id') return this.questions.get(String(value)) ?? value;
    return value;
  }

  /** JSON body: ids and users mapped; a well-formed answer becomes the double's right answer (all recorded answers were right). */
  async mapJson(json: unknown): Promise<unknown> {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(json)) out[k] = this.mapValue(k, v);
    if ('refresh' in out) out.refresh = await this.refreshToken('ayesha');
    const data = out.answer_data;
    const filled =
      typeof data === 'object' && data !== null && Object.values(data).some((v) => String(v).trim() !== '');
    if (filled && typeof out.question_id === 'string' && typeof out.attempt_id === 'number') {
      const right = this.double.admin.correctAnswersOf(out.attempt_id)?.[out.question_id];
      if (right !== undefined) out.answer_data = right;
    }
    return out;
  }

  /** `<file NAME TYPE N bytes>` placeholders become real bytes: a valid PNG unless the case is about a non-image. */
  static fileFrom(placeholder: string, caseName: string): Blob | undefined {
    const m = /^<file (\S+) (\S+) (\d+) bytes>$/.exec(placeholder);
    if (!m) return undefined;
    const [, , type = '', size = '0'] = m;
    const n = Number(size);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(Math.max(0, n - 8)),
    ]);
    const bytes = type.startsWith('image/') && !caseName.includes('non-image') ? png : Buffer.alloc(n, 'x');
    return new Blob([new Uint8Array(bytes)], { type });
  }

  async build(c: RecordedCase): Promise<ReplayRequest> {
    const headers: Record<string, string> = {};
    let user: string | undefined;
    for (const [k, v] of Object.entries(c.request.headers)) {
      const m = /^Bearer <access token of (\S+)>$/.exec(v);
      if (m) {
        user = this.mapUser(m[1] ?? '');
        headers[k] = `Bearer ${await this.token(user)}`;
      } else headers[k] = v;
    }
    let body: BodyInit | undefined;
    if (c.request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(await this.mapJson(c.request.json));
    } else if (c.request.multipart) {
      const entries = Object.entries(c.request.multipart);
      if (c.case.includes('form-urlencoded')) {
        body = new URLSearchParams(entries.map(([k, v]) => [k, String(this.mapValue(k, v))]));
      } else {
        const form = new FormData();
        for (const [k, v] of entries) {
          const file = Replayer.fileFrom(v, c.case);
          if (file) form.set(k, file, /^<file (\S+)/.exec(v)?.[1] ?? 'file');
          else form.set(k, String(this.mapValue(k, v)));
        }
        body = form;
      }
    }
    return {
      method: c.request.method,
      path: this.mapPath(c.request.path),
      headers,
      ...(body ? { body } : {}),
      ...(user ? { user } : {}),
    };
  }

  /** Learns ids from a start response: recorded attempt/question ids -> the double's (same served order). */
  learn(recorded: unknown, actual: unknown): void {
    const r = recorded as { attempt_id?: unknown; questions?: { question_id: string }[] } | null;
    const a = actual as { attempt_id?: unknown; questions?: { question_id: string }[] } | null;
    if (typeof r?.attempt_id === 'number' && typeof a?.attempt_id === 'number')
      this.attempts.set(r.attempt_id, a.attempt_id);
    if (!r?.questions || !a?.questions) return;
    r.questions.forEach((q, i) => {
      const mine = a.questions?.[i];
      if (mine) this.questions.set(q.question_id, mine.question_id);
    });
  }
}
