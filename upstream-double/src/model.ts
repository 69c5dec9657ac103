// In-memory data model: mirrors the Django models closely enough to compute every response.
import type { UploadInfo } from './types';

export type Role = 'student' | 'teacher' | 'admin' | 'manager';
export type AccountStatus = 'active' | 'inactive' | 'expired';
export type Plan = 'monthly' | 'yearly';
export type QuestionType = 'scq' | 'mcq' | 'fib';

export interface User {
  id: number;
  username: string;
  password: string;
  role: Role;
  fullName: string;
  email: string;
  gender: string | null;
  languageUsedAtHome: string;
  schoolingStatus: string | null;
  schoolName: string;
  city: string;
  province: string | null;
  gradeId: number | null;
  subscriptionPlan: Plan | null;
  subscriptionExpiry: string | null; // YYYY-MM-DD (Pakistan calendar)
  accountStatus: AccountStatus;
  isActive: boolean; // false = self-registered, waiting for activation
  renewalRequested: boolean;
  gradeChangeYear: number;
  gradeChangeCount: number;
  uploads: { profile_picture?: UploadInfo; fee_receipt?: UploadInfo };
  /** Bumped on password change: tokens carry the version they were issued under (server-side). */
  credentialVersion: number;
}

export interface RenewalRequest {
  id: number;
  userId: number;
  plan: Plan;
  receipt: UploadInfo;
  requestedAt: string;
  status: 'pending' | 'approved';
}

export interface Grade {
  id: number;
  name: string;
}
export interface Subject {
  id: number;
  name: string;
  gradeId: number;
}
export interface Chapter {
  id: number;
  name: string;
  subjectId: number;
}

export interface Question {
  id: string; // uuid
  type: QuestionType;
  /** HTML; `{{MEDIA}}` is replaced by the double's origin when served (absolute URLs). */
  text: string;
  options?: string[]; // scq / mcq option texts
  /** scq: option text; mcq: option texts; fib: blank label -> answer. */
  correct: string | string[] | Record<string, string>;
}

export interface Bank {
  id: number;
  name: string;
  questionIds: string[];
}

export interface Quiz {
  id: number;
  title: string;
  chapterId: number;
  marksPerQuestion: number;
  inputBoxWidth: number;
  banks: { bankId: number; count: number }[];
}

export interface Answer {
  type: string;
  data: unknown;
  savedAt: number;
}

export interface AttemptResult {
  total: number;
  correct: number;
  marks: number;
  percentage: number;
  letter: string;
  perQuestion: Record<string, boolean>;
  /** Defect `finalize-ignores-unanswered`: the letter finalize gave (the result shows it), and only the answered
   * questions are listed. */
  letterAtFinalize?: string;
  answeredOnly?: boolean;
}

export interface Attempt {
  id: number;
  userId: number;
  quizId: number;
  questionIds: string[]; // served questions, in served order
  startedAt: number; // epoch ms
  completedAt: number | null;
  answers: Map<string, Answer>;
  result: AttemptResult | null;
}
