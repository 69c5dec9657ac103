// Public API of the double (re-exported by index.ts) — other code depends on these exact shapes.

export interface StartDoubleOptions {
  port?: number; // default 0 (random); npm start uses 4010
  host?: string; // default '127.0.0.1'
  seed?: 'demo' | 'minimal'; // 'demo' (default): rich data; 'minimal': demo accounts + a small catalogue
  now?: () => Date; // clock injection (subscription expiry, honour-board windows, token expiry)
  accessTokenTtlSeconds?: number; // default 1800 (30 min, like SimpleJWT); refresh 86400
  log?: boolean;
  /** Extra CORS origins on top of http://localhost:5173 and http://127.0.0.1:5173. */
  corsOrigins?: string[];
  /** 'corrected' (default): the domain rules done right; 'recorded': the recorded defects too (fidelity.ts). */
  fidelity?: Fidelity;
  /** Defects switched on (true) or off (false) on top of the fidelity's defaults (fidelity.ts, `DEFECTS`). */
  defects?: DefectSwitches;
  /** The most requests `requests` holds (default 20,000); past it the oldest half goes. */
  requestLogLimit?: number;
}

/** Whether the double copies the real API's recorded defects ('recorded') or corrects them ('corrected'). */
export type Fidelity = 'corrected' | 'recorded';

/** A recorded defect the double can reproduce on its own (described in fidelity.ts, `DEFECTS`). */
export type Defect =
  | 'teacher-list-500'
  | 'edit-profile-clears-grade'
  | 'me-without-grade'
  | 'subject-performance-values'
  | 'finalize-ignores-unanswered'
  | 'stray-answers-accepted'
  | 'result-latest-attempt'
  | 'result-any-teacher'
  | 'tokens-survive-password-change'
  | 'renewal-extends-at-once'
  | 'duration-meaningless';

/** Defects to switch on (true) or off (false). */
export type DefectSwitches = Partial<Record<Defect, boolean>>;

export interface FaultRule {
  method?: string;
  path?: string | RegExp; // string = exact pathname, RegExp = tested against the pathname
  delayMs?: number;
  status?: number;
  body?: unknown;
  html?: boolean; // Django-style HTML error page
  drop?: boolean; // destroy the socket without answering
  times?: number; // how many matching requests it affects, default unlimited
  probability?: number; // the share of matching requests it affects (0–1), default 1: "a few percent fail"
}

export interface FaultControl {
  add(rule: FaultRule): void;
  clear(): void;
}

export interface RecordedRequest {
  method: string;
  path: string; // pathname + query string, as received
  headers: Record<string, string>; // lower-cased names
  body: unknown; // parsed summary: JSON value, form fields + file metadata, text, or null
  time: string; // ISO timestamp from the double's clock
}

export interface UploadInfo {
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface RenewalRequestView {
  id: number;
  plan: string;
  receipt: UploadInfo;
  requestedAt: string;
  status: 'pending' | 'approved';
}

export interface UserView {
  id: number;
  username: string;
  role: string;
  full_name: string;
  email: string;
  gender: string | null;
  language_used_at_home: string;
  schooling_status: string | null;
  school_name: string;
  city: string;
  province: string | null;
  grade: string | null; // grade name
  grade_id: number | null;
  subscription_plan: string | null;
  subscription_expiry: string | null; // YYYY-MM-DD
  account_status: string;
  is_active: boolean;
  renewal_requested: boolean;
  grade_changes_this_year: number;
  uploads: { profile_picture?: UploadInfo; fee_receipt?: UploadInfo };
  renewal_requests: RenewalRequestView[];
}

export interface SavedAnswer {
  question_id: string;
  question_type: string;
  answer_data: unknown;
  saved_at: string;
}

export interface DoubleAdmin {
  activate(username: string): UserView;
  approveRenewal(username: string): UserView;
  expire(username: string): UserView;
  expireAccessTokens(): void;
  answersOf(attemptId: number): SavedAnswer[] | undefined;
  findUser(username: string): UserView | undefined;
  correctAnswersOf(attemptId: number): Record<string, unknown> | undefined;
}

export interface UpstreamDouble {
  url: string; // base URL including the api prefix and trailing slash
  origin: string;
  port: number;
  reset(): void;
  faults: FaultControl;
  requests: RecordedRequest[];
  /** Requests received per pathname since the start or the last reset (the log keeps only the latest). */
  requestCounts: ReadonlyMap<string, number>;
  admin: DoubleAdmin;
  /**
   * The fidelity now in force; setting it switches every defect to that fidelity's default (all on at
   * 'recorded'). `reset()` restores the fidelity and the switches the double started with.
   */
  fidelity: Fidelity;
  /** The defects reproduced now. */
  readonly defects: ReadonlySet<Defect>;
  /** Switches one defect on (default) or off, whatever the fidelity. */
  reproduce(defect: Defect, on?: boolean): void;
  close(): Promise<void>;
}
