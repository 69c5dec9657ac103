// landing/quizzes/, grades/, csrf/
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../../context';
import { json, type Reply } from '../../http-util';

export function catalogue(ctx: Ctx): Reply {
  const { state } = ctx;
  const out = [];
  for (const grade of state.grades) {
    const subjects = [];
    for (const subject of state.subjects.filter((s) => s.gradeId === grade.id)) {
      const chapters = [];
      for (const chapter of state.chapters.filter((c) => c.subjectId === subject.id)) {
        const quizzes = [...state.quizzes.values()]
          .filter((q) => q.chapterId === chapter.id)
          .map((q) => ({ id: q.id, title: q.title }));
        if (quizzes.length) chapters.push({ chapter: chapter.name, quizzes });
      }
      if (chapters.length) subjects.push({ subject: subject.name, chapters });
    }
    // The backend groups existing quizzes, so a grade without quizzes does not appear.
    if (subjects.length) out.push({ grade: grade.name, subjects });
  }
  return json(200, out);
}

export function grades(ctx: Ctx): Reply {
  const sorted = [...ctx.state.grades].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return json(
    200,
    sorted.map((g) => ({ id: g.id, name: g.name })),
  );
}

/** A plain Django view: no DRF authentication, so even a bad token gets the cookie. */
export function csrf(ctx: Ctx): Reply {
  // Django's tokens are 64 alphanumeric characters.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const token = [...randomBytes(64)].map((b) => alphabet[b % alphabet.length]).join('');
  const expires = new Date(ctx.state.now().getTime() + 31_449_600_000).toUTCString();
  return json(
    200,
    { detail: 'CSRF cookie set' },
    {
      // Same attributes as production (browsers on 127.0.0.1 drop it; JWT views never check CSRF).
      'Set-Cookie': `csrftoken=${token}; Domain=.learnifypakistan.com; expires=${expires}; Max-Age=31449600; Path=/; SameSite=None; Secure`,
    },
  );
}
