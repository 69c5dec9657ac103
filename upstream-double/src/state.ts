// The double's whole database. A fresh State is built by the seed on start and on every reset().
import type { Attempt, Bank, Chapter, Grade, Question, Quiz, RenewalRequest, Subject, User } from './model';
import { createRng, type Rng } from './prng';
import { karachiDate } from './time';

export interface QuizContext {
  quiz: Quiz;
  chapter: Chapter;
  subject: Subject;
  grade: Grade;
}

export class State {
  grades: Grade[] = [];
  subjects: Subject[] = [];
  chapters: Chapter[] = [];
  quizzes = new Map<number, Quiz>();
  banks = new Map<number, Bank>();
  questions = new Map<string, Question>();
  users = new Map<number, User>();
  attempts = new Map<number, Attempt>();
  renewals: RenewalRequest[] = [];
  nextUserId = 1;
  nextAttemptId = 1;
  nextRenewalId = 1;
  /** Runtime randomness (question sampling, option shuffling): seeded, so runs are reproducible. */
  rng: Rng = createRng(20260101);

  constructor(readonly now: () => Date) {}

  today(): string {
    return karachiDate(this.now());
  }

  addUser(user: Omit<User, 'id'>): User {
    const created: User = { ...user, id: this.nextUserId++ };
    this.users.set(created.id, created);
    return created;
  }

  /** Django usernames are case-sensitive for login and uniqueness. */
  userByUsername(username: string): User | undefined {
    for (const u of this.users.values()) if (u.username === username) return u;
    return undefined;
  }

  userByUsernameInsensitive(username: string): User | undefined {
    const wanted = username.toLowerCase();
    for (const u of this.users.values()) if (u.username.toLowerCase() === wanted) return u;
    return undefined;
  }

  gradeName(id: number | null): string | null {
    return id === null ? null : (this.grades.find((g) => g.id === id)?.name ?? null);
  }

  quizContext(quizId: number): QuizContext | undefined {
    const quiz = this.quizzes.get(quizId);
    const chapter = quiz && this.chapters.find((c) => c.id === quiz.chapterId);
    const subject = chapter && this.subjects.find((s) => s.id === chapter.subjectId);
    const grade = subject && this.grades.find((g) => g.id === subject.gradeId);
    return quiz && chapter && subject && grade ? { quiz, chapter, subject, grade } : undefined;
  }

  /**
   * Like the backend's serializers: an account whose expiry date is before today (Pakistan time)
   * is flipped to `expired` (and stays so) the moment it is looked at.
   */
  effectiveStatus(user: User): string {
    if (
      user.subscriptionExpiry &&
      user.subscriptionExpiry < this.today() &&
      user.accountStatus === 'active'
    ) {
      user.accountStatus = 'expired';
    }
    return user.accountStatus;
  }

  completedAttempts(): Attempt[] {
    return [...this.attempts.values()].filter((a) => a.completedAt !== null && a.result !== null);
  }
}
