import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MeDto, SessionSource } from '../domains/accounts/upstream-types';
import type { QuizResultSource, QuizHistorySource, HistoryRowDto } from '../domains/results/upstream-types';
import type { TeacherStudentDto, StudentOverviewSource } from '../domains/teacher/upstream-types';
import type { StudentProgressSource } from '../domains/performance/upstream-types';
import type { QuizSummarySource } from '../domains/catalogue/upstream-types';
import type { SubscriptionSource } from '../domains/subscription/upstream-types';
import type { ViewerRecord } from '../session/account-standing';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, `YYYY-MM-DD`. */
  Date: { input: string; output: string; }
  /** A point in time, ISO 8601 with offset (Learnify reports times in Pakistan time, `+05:00`). */
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request specification (`Apollo-Require-Preflight: true` header required). */
  Upload: { input: Promise<import("graphql-upload-minimal").FileUpload>; output: never; }
};

/** Status of a Learnify account's subscription. */
export type AccountStatus =
  /** Subscription paid and current. */
  | 'ACTIVE'
  /** The subscription's expiry date has passed; the user must renew. */
  | 'EXPIRED'
  /** Registered or renewed but not yet verified by the team. */
  | 'INACTIVE';

/** Tokens for a non-browser client. */
export type AuthTokens = {
  __typename?: 'AuthTokens';
  /** Upstream access token (JWT); send it as `Authorization: Bearer <accessToken>`. Lives 30 minutes. */
  accessToken: Scalars['String']['output'];
  /** Upstream refresh token; exchange it with `refreshSession`. Lives one day. */
  refreshToken?: Maybe<Scalars['String']['output']>;
};

/** One blank of a fill-in-the-blank answer. */
export type BlankAnswerInput = {
  /** The blank's label, as written in the question text (`[a]` → "a"). */
  label: Scalars['String']['input'];
  /** What the child wrote. */
  value: Scalars['String']['input'];
};

/**
 * Who may keep a copy of an answer: everyone (`PUBLIC`: the same for every viewer) or only the viewer's own
 * client (`PRIVATE`).
 */
export type CacheControlScope =
  /** Depends on the viewer: only that viewer's own cache may keep it. */
  | 'PRIVATE'
  /** The same for every viewer: shared caches may keep it. */
  | 'PUBLIC';

/** A chapter of a subject, with its quizzes. */
export type CatalogueChapter = {
  __typename?: 'CatalogueChapter';
  /** Stable id (grade/subject/chapter path). */
  id: Scalars['ID']['output'];
  /** Chapter name. */
  name: Scalars['String']['output'];
  /** Quizzes of the chapter, ordered by the number their title starts with. */
  quizzes: Array<QuizSummary>;
};

/** A grade of the catalogue, with its subjects. */
export type CatalogueGrade = {
  __typename?: 'CatalogueGrade';
  /** Stable id (the grade name). */
  id: Scalars['ID']['output'];
  /** Grade name, e.g. "Grade 3". */
  name: Scalars['String']['output'];
  /** Subjects of the grade. */
  subjects: Array<CatalogueSubject>;
};

/** A subject of a grade, with its chapters. */
export type CatalogueSubject = {
  __typename?: 'CatalogueSubject';
  /** Chapters of the subject. */
  chapters: Array<CatalogueChapter>;
  /** Stable id (grade/subject path). */
  id: Scalars['ID']['output'];
  /** Subject name. */
  name: Scalars['String']['output'];
};

/** Input for `changePassword`. */
export type ChangePasswordInput = {
  /** The new password (the client checks its confirmation). */
  newPassword: Scalars['String']['input'];
  /** The current password. */
  oldPassword: Scalars['String']['input'];
};

/** Result of `changePassword`. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** Problems the user can fix, such as WRONG_PASSWORD. */
  errors: Array<UserError>;
  /** True when the password was changed. */
  success: Scalars['Boolean']['output'];
  /**
   * Bearer clients only: fresh tokens, because tokens issued before a password change stop working. Cookie sessions
   * are renewed by the gateway itself; null for them and on failure.
   */
  tokens?: Maybe<AuthTokens>;
};

/**
 * How her average in a subject compares with her class. The class average comes from the Learnify API, which
 * computes it from every answer of the students of her grade. It is used only where it is plausible: a number from 0
 * to 100, not 0 while she (a member of her class) has a correct answer there, and the API's own figure for her not 0
 * while her history shows more. Otherwise the comparison is not available (`classAverage` and `ratio` null, with the
 * reason), never a 0 that looks real.
 */
export type ClassComparison = {
  __typename?: 'ClassComparison';
  /** The average over all students of her grade, percent; null when not available. */
  classAverage?: Maybe<Scalars['Float']['output']>;
  /** Her average ÷ the class average × 100 (above 100: above her class); null when not available. */
  ratio?: Maybe<Scalars['Float']['output']>;
  /** Why there is no comparison; null when there is one. */
  unavailableReason?: Maybe<ClassComparisonUnavailableReason>;
};

/** Why a subject's class comparison is not available. */
export type ClassComparisonUnavailableReason =
  /** The Learnify API's figures contradict what her history shows, so its class figure cannot be trusted. */
  | 'IMPLAUSIBLE'
  /** The Learnify API reported no class figure for the subject (or could not be read). */
  | 'NOT_REPORTED';

/** A teacher's class at a glance. */
export type ClassOverview = {
  __typename?: 'ClassOverview';
  /** When this overview was composed (it may be up to 60 s old). */
  composedAt: Scalars['DateTime']['output'];
  /** Stable id, one per teacher (derived from her account). */
  id: Scalars['ID']['output'];
  /**
   * Students whose history is known and who finished no quiz in the last 7 days (or never), longest inactive first.
   * @deprecated Use `students` and `StudentOverview.inactive`. Removed on or after 2027-02-24.
   */
  inactive: Array<StudentOverview>;
  /**
   * Students whose history could not be read this time: they are missing from every other list and average.
   * Empty when the overview is complete.
   */
  missing: Array<MissingStudentHistory>;
  /**
   * Students whose average over their last five finished quizzes is below 50 %, lowest first.
   * @deprecated Use `students` and `StudentOverview.needsHelp`. Removed on or after 2027-02-24.
   */
  needsHelp: Array<StudentOverview>;
  /** Students whose history is known, in the student list's order (by name). */
  students: Array<StudentOverview>;
  /** The class average per grade and subject, by grade, then subject. */
  subjectAverages: Array<ClassSubjectAverage>;
};

/** The class average in one subject of one grade. */
export type ClassSubjectAverage = {
  __typename?: 'ClassSubjectAverage';
  /** Mean percentage (0–100) of every finished quiz of the subject by the grade's students. */
  averagePercentage: Scalars['Float']['output'];
  /**
   * Grade name of the quizzes (from the history rows; the student's grade when a row has none, "No grade" when
   * neither is known).
   */
  grade: Scalars['String']['output'];
  /** Stable id, one per teacher, grade and subject. */
  id: Scalars['ID']['output'];
  /** How many students have finished a quiz of the subject. */
  studentCount: Scalars['Int']['output'];
  /** Subject name. */
  subject: Scalars['String']['output'];
};

/** Input for `finalizeQuiz`. */
export type FinalizeQuizInput = {
  /** The attempt to end. */
  attemptId: Scalars['ID']['input'];
  /** Time spent on the quiz, in seconds. */
  durationSeconds: Scalars['Int']['input'];
};

/** Result of `finalizeQuiz`. */
export type FinalizeQuizPayload = {
  __typename?: 'FinalizeQuizPayload';
  /** The finalized attempt's id; open its result with `quizResult`. */
  attemptId?: Maybe<Scalars['ID']['output']>;
  /** Problems the user can fix (none expected; present for consistency). */
  errors: Array<UserError>;
  /** The scored result of the attempt. */
  result?: Maybe<QuizResult>;
};

/** A person's gender, as offered at sign-up. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE'
  /** Other. */
  | 'OTHER';

/** A grade to choose in a form. */
export type GradeOption = {
  __typename?: 'GradeOption';
  /** The value to send back as `gradeId`. */
  id: Scalars['ID']['output'];
  /** The grade's name, e.g. "Grade 3". */
  label: Scalars['String']['output'];
};

/**
 * Where the gateway learned a student's grade. Every source but HER_ANSWER is a fact of her account; among them the
 * newest counts, and her answer only when there is none.
 */
export type GradeSource =
  /** Her own answer to "Which class are you in?" (`setMyGrade`). */
  | 'HER_ANSWER'
  /** The grade of the latest quiz she finished (only her own grade's quizzes are graded). */
  | 'HISTORY'
  /** Her profile, as the Learnify API reports it. */
  | 'PROFILE'
  /** Her last profile edit through this gateway. */
  | 'PROFILE_EDIT'
  /** Her sign-up through this gateway. */
  | 'SIGN_UP';

/** The language spoken at home, as offered at sign-up. */
export type HomeLanguage =
  /** Balochi. */
  | 'BALOCHI'
  /** Brahui. */
  | 'BRAHUI'
  /** Chitrali. */
  | 'CHITRALI'
  /** Hindko. */
  | 'HINDKO'
  /** Another language. */
  | 'OTHER'
  /** Pashto. */
  | 'PASHTO'
  /** Punjabi. */
  | 'PUNJABI'
  /** Saraiki. */
  | 'SARAIKI'
  /** Sindhi. */
  | 'SINDHI'
  /** Urdu. */
  | 'URDU';

/** An honour board. */
export type HonourBoard = {
  __typename?: 'HonourBoard';
  /** Per grade, the top students. */
  grades: Array<HonourGrade>;
  /** Stable id (the kind). */
  id: Scalars['ID']['output'];
  /** Which board. */
  kind: HonourBoardKind;
  /** Days of activity the board covers (30 or 90). */
  periodDays: Scalars['Int']['output'];
};

/** The two honour boards. */
export type HonourBoardKind =
  /** National Heroes: top performers of the quarter (last 90 days). */
  | 'NATIONAL_HEROES'
  /** Shining Stars: top performers of the month (last 30 days). */
  | 'SHINING_STARS';

/** The top students of one grade on a board. */
export type HonourGrade = {
  __typename?: 'HonourGrade';
  /** Grade name. */
  grade: Scalars['String']['output'];
  /** Stable id (board and grade). */
  id: Scalars['ID']['output'];
  /** Up to ten students, best first. */
  topStudents: Array<HonourStudent>;
};

/**
 * A student on an honour board. What a visitor (not signed in) sees is the operator's choice
 * (`HONOUR_BOARD_PUBLIC_NAMES`): everything; first name and last initial without username; or no name, username,
 * school or place at all. Signed-in students and teachers always see full rows. Masked fields are null.
 */
export type HonourStudent = {
  __typename?: 'HonourStudent';
  /** Mean percentage over the quizzes counted. */
  averageScore: Scalars['Float']['output'];
  /** City; null when hidden from visitors. */
  city?: Maybe<Scalars['String']['output']>;
  /** Full name; for visitors possibly shortened to first name and last initial ("Hamza A."), or null when hidden. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** Stable id (board, grade and rank); it never carries the username. */
  id: Scalars['ID']['output'];
  /** Province; null when unknown or hidden from visitors. */
  province?: Maybe<Province>;
  /** Quizzes counted (each quiz once, latest result). */
  quizzesAttempted: Scalars['Int']['output'];
  /** Position on the board within the grade, from 1. */
  rank: Scalars['Int']['output'];
  /** School name; null when hidden from visitors. */
  school?: Maybe<Scalars['String']['output']>;
  /** Sum of marks over the quizzes counted. */
  totalMarks: Scalars['Float']['output'];
  /** Username; null when hidden from visitors. */
  username?: Maybe<Scalars['String']['output']>;
};

/** Days in a row with learning, counted in Pakistan time (Asia/Karachi). */
export type LearningStreak = {
  __typename?: 'LearningStreak';
  /** True when she has finished a quiz today. */
  activeToday: Scalars['Boolean']['output'];
  /**
   * Days in a row, up to today, each with at least one finished quiz. A streak not yet continued today still counts
   * (it ends only when a whole day passes without a quiz): finished quizzes yesterday and the day before, none yet
   * today → 2. Zero when the last finished quiz is older than yesterday.
   */
  currentDays: Scalars['Int']['output'];
  /** Stable id, one per student (derived from her account). */
  id: Scalars['ID']['output'];
  /** The last day (Asia/Karachi) with a finished quiz; null with no history. */
  lastActiveOn?: Maybe<Scalars['Date']['output']>;
  /**
   * Quizzes finished this week (Monday to Sunday, Asia/Karachi), counting each quiz's latest attempt: the entries
   * of her history (`quizHistory`) completed this week, each quiz once.
   */
  thisWeekCount: Scalars['Int']['output'];
};

/** Input for `login`. */
export type LoginInput = {
  /** The account's password. */
  password: Scalars['String']['input'];
  /** Browser sessions only: keep the session cookie after the browser closes (otherwise it ends with the browser). */
  remember?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the session is handed to the client. */
  tokenDelivery?: InputMaybe<TokenDelivery>;
  /** The account's username. */
  username: Scalars['String']['input'];
};

/** Result of `login`. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Problems the user can fix: INVALID_CREDENTIALS (with the upstream's detail) or ROLE_NOT_ALLOWED. */
  errors: Array<UserError>;
  /** The new session; null when login failed. */
  session?: Maybe<Session>;
};

/** Input for `logout`; every field may be left out. */
export type LogoutInput = {
  /** Also sign out every other session and token of this account ("sign out everywhere"). */
  everywhere?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bearer clients: the refresh token to revoke with the session, so it can no longer be exchanged here. */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `logout`. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always true: the session is gone. */
  success: Scalars['Boolean']['output'];
};

/** Why a student's history is missing from the overview. */
export type MissingHistoryReason =
  /** Learnify refused to show it (e.g. the student moved school). */
  | 'FORBIDDEN'
  /** Learnify no longer knows the student. */
  | 'NOT_FOUND'
  /** Learnify failed or answered something unreadable. */
  | 'UPSTREAM_ERROR'
  /** Learnify did not answer in time. */
  | 'UPSTREAM_TIMEOUT';

/** A student whose history could not be read for the overview. */
export type MissingStudentHistory = {
  __typename?: 'MissingStudentHistory';
  /** Full name. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** Stable id (the username). */
  id: Scalars['ID']['output'];
  /** Why it is missing. */
  reason: MissingHistoryReason;
  /** Username. */
  username: Scalars['String']['output'];
};

/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Change the signed-in user's password. The new password must meet `passwordPolicy` (PASSWORD_* errors, nothing is
   * sent to Learnify otherwise). On success every other session of the account is signed out; this one continues.
   * One per request; after too many wrong current passwords from one address the account is refused there with
   * RATE_LIMITED (HTTP 429, `retryAfterSeconds`) until the wait is over.
   */
  changePassword: ChangePasswordPayload;
  /**
   * End an attempt and score it. Idempotent: finalizing an attempt that is already finalized returns its result.
   * SUBSCRIPTION_EXPIRED when the account's subscription expired or it is not active.
   */
  finalizeQuiz: FinalizeQuizPayload;
  /**
   * Sign in with username and password. Admins and managers are refused with ROLE_NOT_ALLOWED. Limited where it runs
   * (one per request, whatever the document's shape): too many failures from one address for one username answer
   * RATE_LIMITED with the wait.
   */
  login: LoginPayload;
  /**
   * Sign out. The session ends for good, not just in this browser: the cookie is cleared and the session is put on
   * the gateway's revocation list, so a copy of the cookie no longer works. Bearer clients: the access token sent
   * with the request and `input.refreshToken` are refused by the gateway from now on (the Learnify API itself cannot
   * revoke tokens, so they must still be forgotten by the client). `everywhere: true` also ends every other session
   * of the account: for a cookie session, or for a bearer token the Learnify API accepts at that moment; a token it
   * does not accept (or cannot be asked about) signs out only itself and the answer is an error (UNAUTHENTICATED,
   * UPSTREAM_ERROR, UPSTREAM_TIMEOUT). Too many calls from one address answer RATE_LIMITED with the wait.
   */
  logout: LogoutPayload;
  /**
   * Exchange the refresh token for a new access token. Cookie sessions are refreshed automatically; bearer clients
   * pass their refresh token. A staff member's refresh token is refused (FORBIDDEN).
   * Too many calls from one address answer RATE_LIMITED with the wait.
   */
  refreshSession: RefreshSessionPayload;
  /**
   * Create a student or teacher account (multipart). The account can sign in once the team has verified the fee
   * receipt, usually within 10–15 minutes. One per request; too many attempts for a username answer RATE_LIMITED.
   */
  registerAccount: RegisterAccountPayload;
  /**
   * Ask for a renewal with proof of payment (multipart). On success the session ends: the user signs in again
   * once the team has verified the receipt.
   */
  renewSubscription: RenewSubscriptionPayload;
  /**
   * Save one answer of a real attempt; saving again replaces the earlier answer to the same question, so retries
   * are safe. SUBSCRIPTION_EXPIRED when the account's subscription expired or it is not active.
   */
  saveAnswer: SaveAnswerPayload;
  /**
   * A student tells which class (grade) she is in, when the gateway cannot know it otherwise: her profile does not
   * carry it on this Learnify API, and neither sign-up nor a profile edit through the gateway nor her history told
   * it. The answer is kept for her account (never sent to Learnify, which counts grade changes) and used for her
   * home's "Next up" and her grade's quizzes until a better source tells her grade (see `User.gradeSource`).
   * INVALID_INPUT for a grade id that `grades` does not list; FORBIDDEN for anyone but a signed-in student.
   */
  setMyGrade: SetMyGradePayload;
  /**
   * Start a quiz. A student of the quiz's grade gets a real attempt; everyone else (visitors, teachers, students of
   * another grade) gets a preview whose answers are not saved. An account whose subscription expired, or that is
   * not active, gets a preview too. NOT_FOUND for an unknown quiz.
   */
  startQuiz: StartQuizPayload;
  /** Change the signed-in user's editable profile fields. Username, role and home language are read-only. */
  updateProfile: UpdateProfilePayload;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationFinalizeQuizArgs = {
  input: FinalizeQuizInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationLogoutArgs = {
  input?: LogoutInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationRefreshSessionArgs = {
  input: RefreshSessionInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationRegisterAccountArgs = {
  input: RegisterAccountInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationRenewSubscriptionArgs = {
  input: RenewSubscriptionInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationSaveAnswerArgs = {
  input: SaveAnswerInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationSetMyGradeArgs = {
  input: SetMyGradeInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationStartQuizArgs = {
  input: StartQuizInput;
};


/** Write operations. Each domain section below adds its fields with `extend type Mutation`. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/** A quiz suggested to the student next. */
export type NextUpQuiz = {
  __typename?: 'NextUpQuiz';
  /** Her best percentage so far; null when not attempted. Counted from `countedSince` when that is set. */
  bestPercentage?: Maybe<Scalars['Float']['output']>;
  /**
   * Chapter name.
   * @deprecated Use `quiz { chapter }`. Removed on or after 2027-02-24.
   */
  chapter: Scalars['String']['output'];
  /**
   * The same as the quiz's `QuizProgress.countedSince`: the day from which `bestPercentage` counts her attempts;
   * null when it counts all of them.
   */
  countedSince?: Maybe<Scalars['Date']['output']>;
  /** Stable id, one per student and quiz. */
  id: Scalars['ID']['output'];
  /** The catalogue quiz suggested. */
  quiz: QuizSummary;
  /**
   * The quiz id, used by `startQuiz`.
   * @deprecated Use `quiz { id }`. Removed on or after 2027-02-24.
   */
  quizId: Scalars['ID']['output'];
  /** Why it is suggested. */
  reason: NextUpReason;
  /**
   * Subject name.
   * @deprecated Use `quiz { subject }`. Removed on or after 2027-02-24.
   */
  subject: Scalars['String']['output'];
  /**
   * Quiz title.
   * @deprecated Use `quiz { title }`. Removed on or after 2027-02-24.
   */
  title: Scalars['String']['output'];
};

/** Why a quiz is suggested in `nextUp`. */
export type NextUpReason =
  /** Finished, but with one of her lowest scores in the subject. */
  | 'LOW_SCORE'
  /** The student has not finished this quiz yet. */
  | 'NOT_ATTEMPTED';

/** The password rules of sign-up and password change. */
export type PasswordPolicy = {
  __typename?: 'PasswordPolicy';
  /** Passwords this common are refused, compared lower-cased with the whole password. */
  commonPasswords: Array<Scalars['String']['output']>;
  /** True when the password must not contain the username (compared without regard to case). */
  forbidsUsername: Scalars['Boolean']['output'];
  /** Stable id (there is one policy). */
  id: Scalars['ID']['output'];
  /** The fewest characters a password may have. */
  minLength: Scalars['Int']['output'];
};

/** A province or territory of Pakistan. */
export type Province =
  /** Azad Kashmir. */
  | 'AZAD_KASHMIR'
  /** Balochistan. */
  | 'BALOCHISTAN'
  /** Federal Territory (Islamabad). */
  | 'FEDERAL_TERRITORY'
  /** Gilgit-Baltistan. */
  | 'GILGIT_BALTISTAN'
  /** Khyber-Pakhtunkhwa. */
  | 'KHYBER_PAKHTUNKHWA'
  /** Punjab. */
  | 'PUNJAB'
  /** Sindh. */
  | 'SINDH';

/** Read operations. Each domain section below adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /**
   * Every quiz, grouped by grade → subject → chapter, in grade order; quizzes in a chapter ordered by their number.
   * The same for every viewer (no sign-in needed).
   */
  catalogue: Array<CatalogueGrade>;
  /**
   * The signed-in teacher's class at a glance, composed by the gateway from her student list and each student's
   * quiz history. Teachers only.
   *
   * Upstream cost: one student-list call and one history call per student per refresh, at most 4 history calls in
   * flight per gateway process; one composition per teacher at a time; a whole answer is kept for 60 s per teacher
   * (shared by the gateway's instances), so refreshing within that minute costs nothing upstream. If the student list
   * itself fails, this is null with the same error as `teacherStudents` (the request's other root fields still answer);
   * if some histories fail, the others are still shown and `missing` names who is left out.
   * Percentages count each quiz's latest attempt (all the history keeps).
   * @deprecated Use `viewer { classOverview }`. Removed on or after 2027-02-26.
   */
  classOverview?: Maybe<ClassOverview>;
  /** The grades a student can be in (for sign-up and profile forms). The same for every viewer. */
  grades: Array<GradeOption>;
  /**
   * One honour board, grouped by grade. No sign-in needed; what a visitor sees of each student may be limited by
   * the operator's privacy setting, while signed-in students and teachers see full rows.
   */
  honourBoard: HonourBoard;
  /**
   * The signed-in user, or null for a visitor. Fails with UNAUTHENTICATED when credentials were sent but are no
   * longer valid (and could not be refreshed).
   * @deprecated Use `viewer { user }`. Removed on or after 2027-02-26.
   */
  me?: Maybe<User>;
  /**
   * The signed-in student's progress, composed by the gateway from the catalogue, her quiz history and her subject
   * performance (one call each, in parallel). Students only. Null, with the error in `errors`, when one of those
   * calls fails, so the request's other root fields still answer.
   *
   * Matching history to the catalogue: a history row names its quiz by title, chapter, subject and grade, never by
   * id. A row belongs to the catalogue quiz with the same grade, subject, chapter and title, compared after trimming,
   * collapsing inner spaces and ignoring case. A row missing the chapter or subject matches on what it has, but only
   * when exactly one quiz fits; a row that fits no quiz (renamed or removed) counts for the streak only.
   *
   * The upstream's history keeps only the latest completed attempt of each quiz, so `attempts` and `bestPercentage`
   * also draw on what the gateway has seen before (docs/decisions/0018-composed-progress-and-class-overview.md):
   * each reading remembers every attempt it finds, so they are never below what the history alone shows. Where
   * attempts may predate the gateway's first reading of her history, `countedSince` says from when they count.
   * @deprecated Use `viewer { progress }`. Removed on or after 2027-02-26.
   */
  myProgress?: Maybe<StudentProgress>;
  /**
   * The password rules that sign-up and password change enforce, so a client can show them while the user types.
   * The gateway applies exactly these rules; the client needs no copy of its own.
   */
  passwordPolicy: PasswordPolicy;
  /**
   * The signed-in student's history: the latest completed attempt of each quiz, newest first. Students only.
   * @deprecated Use `viewer { quizHistory }` (nullable). Removed on or after 2027-02-26.
   */
  quizHistory: QuizHistory;
  /**
   * The result of one finalized attempt. Students see their own; teachers those of their school's students.
   * NOT_FOUND for an unknown or unfinished attempt, and for someone else's (the same answer, so ids reveal nothing).
   * @deprecated Use `viewer { quizResult(attemptId:) }`. Removed on or after 2027-02-26.
   */
  quizResult?: Maybe<QuizResult>;
  /**
   * The quiz history of one of the signed-in teacher's students. Teachers only (FORBIDDEN otherwise); NOT_FOUND for
   * an unknown username and for another school's student alike.
   * @deprecated Use `viewer { studentQuizHistory(username:) }` (nullable). Removed on or after 2027-02-26.
   */
  studentQuizHistory: QuizHistory;
  /**
   * The signed-in student's performance per subject, composed by the gateway: her averages from her history (the
   * same figures as `quizHistory` and `myProgress`), compared with her class where the Learnify API's class figure is
   * plausible (see `ClassComparison`). Students only.
   * @deprecated Use `viewer { subjectPerformance }` (nullable). Removed on or after 2027-02-26.
   */
  subjectPerformance: SubjectPerformance;
  /**
   * The signed-in user's subscription. Students and teachers only.
   * @deprecated Use `viewer { user { subscription } }`. Removed on or after 2027-02-26.
   */
  subscriptionInfo: SubscriptionInfo;
  /**
   * The students of the signed-in teacher's school (same school and city). Teachers only.
   * @deprecated Use `viewer { students }` (nullable). Removed on or after 2027-02-26.
   */
  teacherStudents: Array<Student>;
  /**
   * The signed-in user and what is hers: her account, and (each domain adds its fields to `Viewer`) her progress,
   * history, results, subject performance and, for a teacher, her students and class. Null for a visitor. Fails with
   * UNAUTHENTICATED when credentials were sent but are no longer valid (and could not be refreshed).
   */
  viewer?: Maybe<Viewer>;
};


/** Read operations. Each domain section below adds its fields with `extend type Query`. */
export type QueryHonourBoardArgs = {
  kind: HonourBoardKind;
};


/** Read operations. Each domain section below adds its fields with `extend type Query`. */
export type QueryQuizResultArgs = {
  attemptId: Scalars['ID']['input'];
};


/** Read operations. Each domain section below adds its fields with `extend type Query`. */
export type QueryStudentQuizHistoryArgs = {
  username: Scalars['String']['input'];
};


/** Read operations. Each domain section below adds its fields with `extend type Query`. */
export type QueryTeacherStudentsArgs = {
  grade?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<StudentSort>;
};

/** One question of an attempt. */
export type Question = {
  __typename?: 'Question';
  /** Labels of the blanks, in order of appearance (fill-in-the-blank only; empty otherwise). */
  blanks: Array<Scalars['String']['output']>;
  /**
   * The question as HTML (untrusted: sanitize before rendering). Fill-in-the-blank questions mark each blank with
   * its label in square brackets, e.g. `[a]`. Image URLs are rewritten to load from the gateway's origin.
   */
  html: Scalars['String']['output'];
  /** Question id (a UUID). */
  id: Scalars['ID']['output'];
  /** Options to choose from (single and multiple choice; empty for fill-in-the-blank). */
  options: Array<Scalars['String']['output']>;
  /** Kind of question. */
  type: QuestionType;
};

/** Kinds of quiz question. */
export type QuestionType =
  /** Fill in the blanks. */
  | 'FIB'
  /** Multiple choice: one or more options. */
  | 'MCQ'
  /** Single choice: exactly one option. */
  | 'SCQ';

/** A started quiz: its questions and how to display them. */
export type QuizAttempt = {
  __typename?: 'QuizAttempt';
  /** The attempt id to save answers to; null in preview mode. */
  attemptId?: Maybe<Scalars['ID']['output']>;
  /** Display settings chosen for the quiz. */
  formatting: QuizFormatting;
  /** Stable id: the attempt id, or a generated `preview:` id in preview mode. */
  id: Scalars['ID']['output'];
  /** True when nothing is saved: only the first three questions are reachable. */
  previewMode: Scalars['Boolean']['output'];
  /** The questions served for this attempt. */
  questions: Array<Question>;
  /** Quiz id. */
  quizId: Scalars['ID']['output'];
  /** Quiz title. */
  quizTitle: Scalars['String']['output'];
  /** How many questions the full quiz has. */
  totalExpectedQuestions: Scalars['Int']['output'];
};

/** How a quiz is displayed. */
export type QuizFormatting = {
  __typename?: 'QuizFormatting';
  /** Width of a fill-in blank, as a factor of 10 px (default 8 → 80 px). */
  blankWidth: Scalars['Int']['output'];
  /** Font size in px (default 16). */
  fontSize: Scalars['Int']['output'];
  /** Line height factor (default 1.6). */
  lineSpacing: Scalars['Float']['output'];
  /** Text alignment (default LEFT). */
  textAlignment: TextAlignment;
};

/** A list of completed attempts. */
export type QuizHistory = {
  __typename?: 'QuizHistory';
  /** The latest completed attempt of each quiz, newest first. */
  entries: Array<QuizHistoryEntry>;
  /** The student's full name. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** Stable id: the student's username, lower-cased (the same for her own history and for her teacher's view of it). */
  id: Scalars['ID']['output'];
};

/** One completed attempt in a history. */
export type QuizHistoryEntry = {
  __typename?: 'QuizHistoryEntry';
  /** When the attempt was completed. */
  attemptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Chapter name. */
  chapter?: Maybe<Scalars['String']['output']>;
  /** Grade name. */
  grade?: Maybe<Scalars['String']['output']>;
  /** Letter grade (A+ … F) of `percentage`, by the same bands as `QuizResult.gradeLetter`. */
  gradeLetter?: Maybe<Scalars['String']['output']>;
  /** The attempt id (open the result with `quizResult`). */
  id: Scalars['ID']['output'];
  /** Marks obtained. */
  marksObtained?: Maybe<Scalars['Float']['output']>;
  /** Marks per question. */
  marksPerQuestion?: Maybe<Scalars['Float']['output']>;
  /** Percentage, 0–100. */
  percentage?: Maybe<Scalars['Float']['output']>;
  /** Quiz title. */
  quizTitle: Scalars['String']['output'];
  /** Subject name. */
  subject?: Maybe<Scalars['String']['output']>;
  /** Questions served. */
  totalQuestions?: Maybe<Scalars['Int']['output']>;
};

/** The student's progress on one catalogue quiz. */
export type QuizProgress = {
  __typename?: 'QuizProgress';
  /** True when she has finished the quiz at least once. */
  attempted: Scalars['Boolean']['output'];
  /**
   * Completed attempts: those the history shows and those the gateway saw earlier (at least 1 when attempted, 0
   * otherwise).
   */
  attempts: Scalars['Int']['output'];
  /** Her best percentage (0–100) among the attempts counted in `attempts`; null when not attempted. */
  bestPercentage?: Maybe<Scalars['Float']['output']>;
  /**
   * The day (Asia/Karachi) from which `attempts` and `bestPercentage` count her attempts of this quiz, when she may
   * have finished it before the gateway first read her history: attempts before that day that her history no longer
   * shows are not counted, so a client says "best since" that day. Null when every attempt counts (she first
   * finished the quiz after that reading) or when she has not finished it.
   */
  countedSince?: Maybe<Scalars['Date']['output']>;
  /** Stable id, one per student and quiz. */
  id: Scalars['ID']['output'];
  /** When she last finished it; null when not attempted. */
  lastAttemptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The percentage (0–100) of her latest completed attempt; null when not attempted. */
  latestPercentage?: Maybe<Scalars['Float']['output']>;
  /** The catalogue quiz this entry is about. */
  quiz: QuizSummary;
  /**
   * The quiz id, used by `startQuiz`.
   * @deprecated Use `quiz { id }`. Removed on or after 2027-02-24.
   */
  quizId: Scalars['ID']['output'];
};

/** The scored result of a finalized attempt. */
export type QuizResult = {
  __typename?: 'QuizResult';
  /** When the attempt was completed. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Questions answered correctly. */
  correctAnswers: Scalars['Int']['output'];
  /** Grade name of the quiz. */
  grade?: Maybe<Scalars['String']['output']>;
  /**
   * The letter of `percentage` by Learnify's bands (≥95 A+, ≥90 A-, ≥85 B+, ≥80 B-, ≥75 C+, ≥70 C-, ≥65 D+, ≥60 D-,
   * else F), the same as her history shows; without a percentage the upstream's letter, else the grade, else "N/A".
   */
  gradeLetter: Scalars['String']['output'];
  /** The attempt id. */
  id: Scalars['ID']['output'];
  /** Questions not answered correctly (total − correct). */
  incorrectAnswers: Scalars['Int']['output'];
  /** Marks obtained. */
  marksObtained: Scalars['Float']['output'];
  /** Percentage, 0–100. */
  percentage: Scalars['Float']['output'];
  /** Each question with the student's and the correct answer. */
  questions: Array<ResultQuestion>;
  /** Quiz title. */
  quizTitle: Scalars['String']['output'];
  /** Subject name. */
  subject?: Maybe<Scalars['String']['output']>;
  /** Questions served. */
  totalQuestions: Scalars['Int']['output'];
};

/** A quiz as listed in the catalogue. */
export type QuizSummary = {
  __typename?: 'QuizSummary';
  /** Name of the chapter that lists it. */
  chapter: Scalars['String']['output'];
  /** Name of the grade that lists it, e.g. "Grade 3". */
  grade: Scalars['String']['output'];
  /** Quiz id, used by `startQuiz`. */
  id: Scalars['ID']['output'];
  /**
   * The signed-in student's progress on this quiz (the same entry as in `myProgress`); null for a visitor.
   * FORBIDDEN for a signed-in user who is not a student. Private to her: asking for it makes the answer uncacheable.
   */
  myProgress?: Maybe<QuizProgress>;
  /** The leading number of the title ("2. Numbers SCQ Drill" → 2), when there is one. */
  number?: Maybe<Scalars['Int']['output']>;
  /** Name of the subject that lists it. */
  subject: Scalars['String']['output'];
  /** Quiz title. */
  title: Scalars['String']['output'];
};

/** Input for `refreshSession`. */
export type RefreshSessionInput = {
  /** The refresh token (bearer clients). Omit it to refresh the cookie session. */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `refreshSession`. */
export type RefreshSessionPayload = {
  __typename?: 'RefreshSessionPayload';
  /** INVALID_CREDENTIALS when the refresh token is no longer valid. */
  errors: Array<UserError>;
  /** New tokens for bearer clients; null for cookie sessions and on failure. */
  tokens?: Maybe<AuthTokens>;
};

/** Input for `registerAccount` (sent as a multipart request because of the files). */
export type RegisterAccountInput = {
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address; the activation message is sent there. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Photo or scan of the fee receipt (an image). */
  feeReceipt?: InputMaybe<Scalars['Upload']['input']>;
  /** Full name as it should appear on the honour board. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Gender. */
  gender?: InputMaybe<Gender>;
  /** Grade id from `grades` (students). */
  gradeId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Students: true when a parent or guardian agreed to the account and to what Learnify keeps (the web app's
   * `/privacy` page). Required for a STUDENT (GUARDIAN_CONSENT_REQUIRED otherwise); ignored for a teacher. Checked
   * by the gateway, not sent to Learnify.
   */
  guardianConsent?: InputMaybe<Scalars['Boolean']['input']>;
  /** Language spoken at home. */
  homeLanguage?: InputMaybe<HomeLanguage>;
  /** The password to sign in with. */
  password: Scalars['String']['input'];
  /** Subscription plan paid for. */
  plan?: InputMaybe<SubscriptionPlan>;
  /** Profile picture (an image). */
  profilePicture?: InputMaybe<Scalars['Upload']['input']>;
  /** Province or territory. */
  province?: InputMaybe<Province>;
  /** STUDENT or TEACHER. */
  role: SignupRole;
  /** Name of the school. */
  schoolName?: InputMaybe<Scalars['String']['input']>;
  /** Kind of schooling; teachers use TEACHER. */
  schoolingStatus?: InputMaybe<SchoolingStatus>;
  /** The username to sign in with. */
  username: Scalars['String']['input'];
};

/** Result of `registerAccount`. */
export type RegisterAccountPayload = {
  __typename?: 'RegisterAccountPayload';
  /** True when the account was created and awaits verification. */
  created: Scalars['Boolean']['output'];
  /** Problems the user can fix, per field (INVALID_INPUT), or ACCOUNT_NOT_ACTIVE. */
  errors: Array<UserError>;
  /** A confirmation to show (the gateway's words). */
  message?: Maybe<Scalars['String']['output']>;
};

/** Input for `renewSubscription`. */
export type RenewSubscriptionInput = {
  /** Photo, scan or PDF of the fee receipt; the upstream requires one. */
  feeReceipt?: InputMaybe<Scalars['Upload']['input']>;
  /** The plan paid for. */
  plan: SubscriptionPlan;
};

/** Result of `renewSubscription`. */
export type RenewSubscriptionPayload = {
  __typename?: 'RenewSubscriptionPayload';
  /** Problems the user can fix (MISSING_FILE, INVALID_INPUT). */
  errors: Array<UserError>;
  /** A confirmation to show (the gateway's words). */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the session was ended because the request was submitted. */
  signedOut: Scalars['Boolean']['output'];
  /** True when the request was submitted. */
  submitted: Scalars['Boolean']['output'];
};

/** One question of a result. */
export type ResultQuestion = {
  __typename?: 'ResultQuestion';
  /** The correct answer, ready to display (options joined with ", ", blanks as "a: …; b: …"). */
  correctAnswer?: Maybe<Scalars['String']['output']>;
  /** Stable id (attempt id and position). */
  id: Scalars['ID']['output'];
  /** Whether the student's answer was right. */
  isCorrect: Scalars['Boolean']['output'];
  /** 1-based position in the attempt. */
  position: Scalars['Int']['output'];
  /** The student's answer, ready to display; null when the question was not answered. */
  studentAnswer?: Maybe<Scalars['String']['output']>;
  /** The question as plain text. */
  text: Scalars['String']['output'];
  /** Kind of question, when known. */
  type?: Maybe<QuestionType>;
};

/** What a user does on Learnify. */
export type Role =
  /** Staff; signs in through the backend only. */
  | 'ADMIN'
  /** Staff; signs in through the backend only. */
  | 'MANAGER'
  /** A child taking quizzes. */
  | 'STUDENT'
  /** A teacher following the students of their school. */
  | 'TEACHER';

/** Input for `saveAnswer`: set `selected` for SCQ, `selectedOptions` for MCQ, `blanks` for FIB. */
export type SaveAnswerInput = {
  /** The attempt, from `startQuiz`. */
  attemptId: Scalars['ID']['input'];
  /** Blank answers (FIB). */
  blanks?: InputMaybe<Array<BlankAnswerInput>>;
  /** The question answered. */
  questionId: Scalars['ID']['input'];
  /** The question's type. */
  questionType: QuestionType;
  /** The chosen option (SCQ). */
  selected?: InputMaybe<Scalars['String']['input']>;
  /** The chosen options (MCQ). */
  selectedOptions?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Result of `saveAnswer`. */
export type SaveAnswerPayload = {
  __typename?: 'SaveAnswerPayload';
  /** Problems with the answer itself (INVALID_INPUT). */
  errors: Array<UserError>;
  /** The question the answer belongs to. */
  questionId: Scalars['ID']['output'];
  /** Whether the upstream stored it. */
  status: SaveAnswerStatus;
};

/** What became of a saved answer. */
export type SaveAnswerStatus =
  /** Every blank was empty, so there was nothing to store. */
  | 'EMPTY'
  /** Not stored: see errors. */
  | 'REJECTED'
  /** Stored (replacing any earlier answer to the question). */
  | 'SAVED';

/** Kind of schooling. */
export type SchoolingStatus =
  /** Homeschool. */
  | 'HOMESCHOOL'
  /** Madrassah. */
  | 'MADRASSAH'
  /** Private school. */
  | 'PRIVATE_SCHOOL'
  /** Public school. */
  | 'PUBLIC_SCHOOL'
  /** I am teacher (the only choice for teachers). */
  | 'TEACHER';

/** A signed-in session. */
export type Session = {
  __typename?: 'Session';
  /** The account's subscription status at sign-in; EXPIRED means the client should send the user to renewal. */
  accountStatus?: Maybe<AccountStatus>;
  /** The account's role. */
  role: Role;
  /** Tokens, only for `tokenDelivery: BEARER`. */
  tokens?: Maybe<AuthTokens>;
  /** The signed-in user. */
  user: User;
  /** Everything that is the signed-in user's, as `viewer` answers it from now on. */
  viewer: Viewer;
};

/** Input for `setMyGrade`. */
export type SetMyGradeInput = {
  /** Her grade's id, from `grades`. */
  gradeId: Scalars['ID']['input'];
};

/** Result of `setMyGrade`. */
export type SetMyGradePayload = {
  __typename?: 'SetMyGradePayload';
  /** Problems she can fix (INVALID_INPUT for a grade `grades` does not list). */
  errors: Array<UserError>;
  /**
   * She, with her grade as the gateway now knows it (which may come from a better source than her answer); null when
   * her answer was refused.
   */
  user?: Maybe<User>;
  /**
   * Everything that is hers, read after her answer was kept, so a client shows her class and Next up at once
   * (`viewer { progress }`); null when her answer was refused.
   */
  viewer?: Maybe<Viewer>;
};

/** Roles that can sign up on the site. */
export type SignupRole =
  /** A student. */
  | 'STUDENT'
  /** A teacher. */
  | 'TEACHER';

/** Input for `startQuiz`. */
export type StartQuizInput = {
  /** Quiz id from the catalogue. */
  quizId: Scalars['ID']['input'];
};

/** Result of `startQuiz`. */
export type StartQuizPayload = {
  __typename?: 'StartQuizPayload';
  /** The new attempt (or preview). */
  attempt?: Maybe<QuizAttempt>;
  /** Problems the user can fix (none expected; present for consistency). */
  errors: Array<UserError>;
};

/** A student as listed for their teacher. */
export type Student = {
  __typename?: 'Student';
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** Gender. */
  gender?: Maybe<Gender>;
  /** Grade name; null when not set. */
  grade?: Maybe<Scalars['String']['output']>;
  /** Stable id (the username). */
  id: Scalars['ID']['output'];
  /** Province. */
  province?: Maybe<Province>;
  /** School name. */
  schoolName?: Maybe<Scalars['String']['output']>;
  /** Username. */
  username: Scalars['String']['output'];
};

/** One student in the class overview. */
export type StudentOverview = {
  __typename?: 'StudentOverview';
  /** Mean percentage (0–100) over her finished quizzes; null with none. */
  averagePercentage?: Maybe<Scalars['Float']['output']>;
  /** Full name. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** Grade name; null when not set. */
  grade?: Maybe<Scalars['String']['output']>;
  /** Stable id (the username). */
  id: Scalars['ID']['output'];
  /** True when she finished no quiz in the last `days` days, today included (Asia/Karachi), or never. */
  inactive: Scalars['Boolean']['output'];
  /** The last day (Asia/Karachi) she finished a quiz; null with none. */
  lastActiveOn?: Maybe<Scalars['Date']['output']>;
  /** True when `recentAveragePercentage` is below `belowPercentage`; false with no finished quiz. */
  needsHelp: Scalars['Boolean']['output'];
  /** Quizzes finished in the last 7 days. */
  quizzesLast7Days: Scalars['Int']['output'];
  /** Mean percentage (0–100) over her last five finished quizzes; null with none. Below the threshold sets `needsHelp`. */
  recentAveragePercentage?: Maybe<Scalars['Float']['output']>;
  /** Username. */
  username: Scalars['String']['output'];
  /** The subject with her lowest mean percentage; null with no finished quiz. */
  weakestSubject?: Maybe<Scalars['String']['output']>;
};


/** One student in the class overview. */
export type StudentOverviewInactiveArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


/** One student in the class overview. */
export type StudentOverviewNeedsHelpArgs = {
  belowPercentage?: InputMaybe<Scalars['Float']['input']>;
};

/** A student's progress over the catalogue. */
export type StudentProgress = {
  __typename?: 'StudentProgress';
  /** Her progress on every catalogue quiz she has finished, of any grade, in catalogue order. */
  attemptedQuizzes: Array<QuizProgress>;
  /**
   * Her grade's name as the catalogue gives it, wherever the gateway can know it (`gradeSource`); null when it
   * cannot: she is then asked (`setMyGrade`), never guessed for.
   */
  grade?: Maybe<Scalars['String']['output']>;
  /**
   * One entry per quiz of one grade, in catalogue order, attempted or not: her own grade (`grade` above) unless
   * `gradeId` (or the deprecated `grade`) names another. Empty when her grade is unknown and none is asked, or when
   * the grade has no quizzes. BAD_USER_INPUT for a grade that `grades` does not list.
   */
  gradeQuizzes: Array<QuizProgress>;
  /** Where `grade` was learned; null when unknown. */
  gradeSource?: Maybe<GradeSource>;
  /** Stable id, one per student (derived from her account). */
  id: Scalars['ID']['output'];
  /**
   * At most three quizzes of her grade to try next. Rule: her grade's subjects are taken weakest first — by her
   * average in the subject (subject performance, or else the mean of her history's percentages there), subjects she
   * has not started counting as weakest and keeping the catalogue's order among themselves. Within a subject,
   * quizzes she has not finished come first in catalogue order, then finished ones scored below 100 % from her
   * lowest best percentage up. The first three of that order are suggested. Empty when her grade is unknown.
   */
  nextUp: Array<NextUpQuiz>;
  /**
   * One entry per catalogue quiz of every grade, in catalogue order, attempted or not.
   * @deprecated Use `gradeQuizzes`: her own grade's quizzes unless asked for another. Removed on or after 2027-02-24.
   */
  quizzes: Array<QuizProgress>;
  /** Her learning streak. */
  streak: LearningStreak;
};


/** A student's progress over the catalogue. */
export type StudentProgressGradeQuizzesArgs = {
  grade?: InputMaybe<Scalars['String']['input']>;
  gradeId?: InputMaybe<Scalars['ID']['input']>;
};

/** Orders for the teacher's student list. */
export type StudentSort =
  /** By full name, A → Z. */
  | 'NAME_ASC'
  /** By full name, Z → A. */
  | 'NAME_DESC';

/** A student's performance per subject. */
export type SubjectPerformance = {
  __typename?: 'SubjectPerformance';
  /** Stable id, one per student (derived from her account). */
  id: Scalars['ID']['output'];
  /** The Overall Performance row (the mean of the subject rows); null with no history. */
  overall?: Maybe<SubjectPerformanceRow>;
  /** One row per subject her history names, by subject name. */
  subjects: Array<SubjectPerformanceRow>;
};

/** Performance in one subject. */
export type SubjectPerformanceRow = {
  __typename?: 'SubjectPerformanceRow';
  /**
   * The class average as the Learnify API reports it (0 when it reports none), plausible or not.
   * @deprecated Use `classComparison { classAverage }`: null, with a reason, where the API's figure is not plausible. Removed on or after 2027-02-26.
   */
  classAverage: Scalars['Float']['output'];
  /** Her average compared with her class's. */
  classComparison: ClassComparison;
  /** Stable id, one per student and subject. */
  id: Scalars['ID']['output'];
  /** True for the Overall Performance row. */
  isOverall: Scalars['Boolean']['output'];
  /**
   * The Learnify API's own student average ÷ class average × 100 (0 when it reports none), plausible or not.
   * @deprecated Use `classComparison { ratio }`: null, with a reason, where the API's figure is not plausible. Removed on or after 2027-02-26.
   */
  percentile: Scalars['Float']['output'];
  /** The quizzes her average is taken over (her history's entries in the subject). */
  quizCount: Scalars['Int']['output'];
  /**
   * Her average, percent: the mean of her history's percentages in the subject (the latest completed attempt of each
   * quiz, as `quizHistory` shows them), to 2 decimals. Overall: the mean of the subject rows.
   */
  studentAverage: Scalars['Float']['output'];
  /** Subject name, or "Overall Performance". */
  subject: Scalars['String']['output'];
};

/** A user's subscription. */
export type SubscriptionInfo = {
  __typename?: 'SubscriptionInfo';
  /** Expiry date; null when there is none. */
  expiresOn?: Maybe<Scalars['Date']['output']>;
  /** Stable id: "subscription:" and the account's username, lower-cased. */
  id: Scalars['ID']['output'];
  /** Current plan; null when none. */
  plan?: Maybe<SubscriptionPlan>;
  /** Status as a known value; null when the upstream reports something else. */
  status?: Maybe<AccountStatus>;
  /**
   * Status as the upstream words it.
   * @deprecated Display labels belong to the client: show `status` in the reader's language (null: unknown). Removed on or after 2027-02-24.
   */
  statusLabel: Scalars['String']['output'];
};

/** Subscription plans (prices on the membership page). */
export type SubscriptionPlan =
  /** Rs. 300 per month. */
  | 'MONTHLY'
  /** Rs. 2,700 per year (Rs. 3,600 less 25%). */
  | 'YEARLY';

/** Horizontal alignment of quiz text. */
export type TextAlignment =
  /** Centred. */
  | 'CENTER'
  /** Left-aligned. */
  | 'LEFT'
  /** Right-aligned. */
  | 'RIGHT';

/** How `login` hands the session to the client. */
export type TokenDelivery =
  /** Non-browser clients: tokens in the payload; no cookie. */
  | 'BEARER'
  /** Browsers: an httpOnly session cookie; no token in the payload. */
  | 'COOKIE';

/** Input for `updateProfile` (multipart when a picture is attached). Omitted or null fields stay unchanged. */
export type UpdateProfileInput = {
  /** New city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** New e-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** New full name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** New grade id from `grades`; at most two grade changes per calendar year. */
  gradeId?: InputMaybe<Scalars['ID']['input']>;
  /** New profile picture. */
  profilePicture?: InputMaybe<Scalars['Upload']['input']>;
  /** New province. */
  province?: InputMaybe<Province>;
  /** New school name. */
  schoolName?: InputMaybe<Scalars['String']['input']>;
  /** New kind of schooling. */
  schoolingStatus?: InputMaybe<SchoolingStatus>;
};

/** Result of `updateProfile`. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** Problems the user can fix (INVALID_INPUT per field, GRADE_CHANGE_LIMIT). */
  errors: Array<UserError>;
  /** Grade changes still allowed this calendar year, when the upstream says. */
  gradeChangesLeft?: Maybe<Scalars['Int']['output']>;
  /** True when the profile was updated. */
  success: Scalars['Boolean']['output'];
  /** The user after the update. */
  user?: Maybe<User>;
};

/** A Learnify account. Fields other than username and role are null when the upstream does not report them. */
export type User = {
  __typename?: 'User';
  /** Subscription status. */
  accountStatus?: Maybe<AccountStatus>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Full name, shown in the welcome line. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** Gender. */
  gender?: Maybe<Gender>;
  /** Grade name, e.g. "Grade 3" (students): wherever the gateway can know it (`gradeSource`), null when it cannot. */
  grade?: Maybe<Scalars['String']['output']>;
  /** Where `grade` was learned; null when it is unknown (a student is then asked, see `setMyGrade`). */
  gradeSource?: Maybe<GradeSource>;
  /** Language spoken at home. */
  homeLanguage?: Maybe<HomeLanguage>;
  /** Stable id (the username; usernames are unique). */
  id: Scalars['ID']['output'];
  /** URL of the profile picture, loadable from the gateway's origin. */
  profilePictureUrl?: Maybe<Scalars['String']['output']>;
  /** Province or territory. */
  province?: Maybe<Province>;
  /** Role. */
  role: Role;
  /** Name of the school. */
  schoolName?: Maybe<Scalars['String']['output']>;
  /** Kind of schooling. */
  schoolingStatus?: Maybe<SchoolingStatus>;
  /** Subscription details; null for admins and managers. */
  subscription?: Maybe<SubscriptionInfo>;
  /** Username. */
  username: Scalars['String']['output'];
};

/** A problem the user can fix, returned inside a mutation payload rather than as a GraphQL error. */
export type UserError = {
  __typename?: 'UserError';
  /** Machine-readable reason. */
  code: UserErrorCode;
  /** The input field (camelCase, as named in the mutation's input) the problem concerns; null when it concerns the whole request. */
  field?: Maybe<Scalars['String']['output']>;
  /** Human-readable explanation, usually the upstream's own words. */
  message: Scalars['String']['output'];
};

/** Reasons a mutation can refuse input that the user can correct. */
export type UserErrorCode =
  /** The account exists but is not active yet (awaiting verification). */
  | 'ACCOUNT_NOT_ACTIVE'
  /** The grade was already changed twice this calendar year. */
  | 'GRADE_CHANGE_LIMIT'
  /** A child's account needs a parent's or guardian's agreement (`guardianConsent: true`); nothing was sent. */
  | 'GUARDIAN_CONSENT_REQUIRED'
  /** Username or password is wrong, or the account is not activated yet. */
  | 'INVALID_CREDENTIALS'
  /** A field is missing or has a value the upstream rejects. */
  | 'INVALID_INPUT'
  /** A required file (for example the fee receipt) was not attached. */
  | 'MISSING_FILE'
  /** The new password contains the username; nothing was sent to Learnify. */
  | 'PASSWORD_CONTAINS_USERNAME'
  /** The new password is on `passwordPolicy.commonPasswords` (compared without regard to case); nothing was sent. */
  | 'PASSWORD_TOO_COMMON'
  /** The new password is shorter than `passwordPolicy.minLength` characters; nothing was sent to Learnify. */
  | 'PASSWORD_TOO_SHORT'
  /** Admins and managers cannot sign in on the site; they use the backend. */
  | 'ROLE_NOT_ALLOWED'
  /** The current password given for a password change is wrong. */
  | 'WRONG_PASSWORD';

/**
 * The signed-in user's own data, one object per account. Each domain section adds its fields (`extend type
 * Viewer`); every field that reads the upstream is nullable, so one that fails answers null with its error and the
 * others still answer.
 */
export type Viewer = {
  __typename?: 'Viewer';
  /**
   * Her class at a glance, composed as the `classOverview` root field describes (costs, bounds, partial results).
   * Teachers only (FORBIDDEN otherwise).
   */
  classOverview?: Maybe<ClassOverview>;
  /**
   * Stable id, one per account (derived from the verified account; it carries no name). Objects that are hers have
   * ids derived from it too, so a client cache never mixes two users' data.
   */
  id: Scalars['ID']['output'];
  /**
   * Her progress over the catalogue, composed as `myProgress` describes. Students only (FORBIDDEN otherwise); null,
   * with the error, when one of its calls fails.
   */
  progress?: Maybe<StudentProgress>;
  /** Her history: the latest completed attempt of each quiz, newest first. Students only (FORBIDDEN otherwise). */
  quizHistory?: Maybe<QuizHistory>;
  /**
   * The result of one finalized attempt that is hers to see: a student's own; a teacher's, those of her school's
   * students. NOT_FOUND for an unknown or unfinished attempt, and for someone else's (the same answer, so ids reveal
   * nothing).
   */
  quizResult?: Maybe<QuizResult>;
  /**
   * The quiz history of one of her students. Teachers only (FORBIDDEN otherwise); NOT_FOUND for an unknown username
   * and for another school's student alike.
   */
  studentQuizHistory?: Maybe<QuizHistory>;
  /** The students of her school (same school and city). Teachers only (FORBIDDEN otherwise). */
  students?: Maybe<Array<Student>>;
  /** Her performance per subject compared with her grade. Students only (FORBIDDEN otherwise). */
  subjectPerformance?: Maybe<SubjectPerformance>;
  /**
   * Her account: profile, role, subscription status and (`user { subscription }`) her subscription. Null with the
   * error when it cannot be read.
   */
  user?: Maybe<User>;
};


/**
 * The signed-in user's own data, one object per account. Each domain section adds its fields (`extend type
 * Viewer`); every field that reads the upstream is nullable, so one that fails answers null with its error and the
 * others still answer.
 */
export type ViewerQuizResultArgs = {
  attemptId: Scalars['ID']['input'];
};


/**
 * The signed-in user's own data, one object per account. Each domain section adds its fields (`extend type
 * Viewer`); every field that reads the upstream is nullable, so one that fails answers null with its error and the
 * others still answer.
 */
export type ViewerStudentQuizHistoryArgs = {
  username: Scalars['String']['input'];
};


/**
 * The signed-in user's own data, one object per account. Each domain section adds its fields (`extend type
 * Viewer`); every field that reads the upstream is nullable, so one that fails answers null with its error and the
 * others still answer.
 */
export type ViewerStudentsArgs = {
  grade?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<StudentSort>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountStatus: AccountStatus;
  AuthTokens: ResolverTypeWrapper<AuthTokens>;
  BlankAnswerInput: BlankAnswerInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  CatalogueChapter: ResolverTypeWrapper<Omit<CatalogueChapter, 'quizzes'> & { quizzes: Array<ResolversTypes['QuizSummary']> }>;
  CatalogueGrade: ResolverTypeWrapper<Omit<CatalogueGrade, 'subjects'> & { subjects: Array<ResolversTypes['CatalogueSubject']> }>;
  CatalogueSubject: ResolverTypeWrapper<Omit<CatalogueSubject, 'chapters'> & { chapters: Array<ResolversTypes['CatalogueChapter']> }>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ClassComparison: ResolverTypeWrapper<ClassComparison>;
  ClassComparisonUnavailableReason: ClassComparisonUnavailableReason;
  ClassOverview: ResolverTypeWrapper<Omit<ClassOverview, 'inactive' | 'needsHelp' | 'students'> & { inactive: Array<ResolversTypes['StudentOverview']>, needsHelp: Array<ResolversTypes['StudentOverview']>, students: Array<ResolversTypes['StudentOverview']> }>;
  ClassSubjectAverage: ResolverTypeWrapper<ClassSubjectAverage>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FinalizeQuizInput: FinalizeQuizInput;
  FinalizeQuizPayload: ResolverTypeWrapper<Omit<FinalizeQuizPayload, 'result'> & { result?: Maybe<ResolversTypes['QuizResult']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  GradeOption: ResolverTypeWrapper<GradeOption>;
  GradeSource: GradeSource;
  HomeLanguage: HomeLanguage;
  HonourBoard: ResolverTypeWrapper<HonourBoard>;
  HonourBoardKind: HonourBoardKind;
  HonourGrade: ResolverTypeWrapper<HonourGrade>;
  HonourStudent: ResolverTypeWrapper<HonourStudent>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LearningStreak: ResolverTypeWrapper<LearningStreak>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'session'> & { session?: Maybe<ResolversTypes['Session']> }>;
  LogoutInput: LogoutInput;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MissingHistoryReason: MissingHistoryReason;
  MissingStudentHistory: ResolverTypeWrapper<MissingStudentHistory>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NextUpQuiz: ResolverTypeWrapper<Omit<NextUpQuiz, 'quiz'> & { quiz: ResolversTypes['QuizSummary'] }>;
  NextUpReason: NextUpReason;
  PasswordPolicy: ResolverTypeWrapper<PasswordPolicy>;
  Province: Province;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<Question>;
  QuestionType: QuestionType;
  QuizAttempt: ResolverTypeWrapper<QuizAttempt>;
  QuizFormatting: ResolverTypeWrapper<QuizFormatting>;
  QuizHistory: ResolverTypeWrapper<QuizHistorySource>;
  QuizHistoryEntry: ResolverTypeWrapper<HistoryRowDto>;
  QuizProgress: ResolverTypeWrapper<Omit<QuizProgress, 'quiz'> & { quiz: ResolversTypes['QuizSummary'] }>;
  QuizResult: ResolverTypeWrapper<QuizResultSource>;
  QuizSummary: ResolverTypeWrapper<QuizSummarySource>;
  RefreshSessionInput: RefreshSessionInput;
  RefreshSessionPayload: ResolverTypeWrapper<RefreshSessionPayload>;
  RegisterAccountInput: RegisterAccountInput;
  RegisterAccountPayload: ResolverTypeWrapper<RegisterAccountPayload>;
  RenewSubscriptionInput: RenewSubscriptionInput;
  RenewSubscriptionPayload: ResolverTypeWrapper<RenewSubscriptionPayload>;
  ResultQuestion: ResolverTypeWrapper<ResultQuestion>;
  Role: Role;
  SaveAnswerInput: SaveAnswerInput;
  SaveAnswerPayload: ResolverTypeWrapper<SaveAnswerPayload>;
  SaveAnswerStatus: SaveAnswerStatus;
  SchoolingStatus: SchoolingStatus;
  Session: ResolverTypeWrapper<SessionSource>;
  SetMyGradeInput: SetMyGradeInput;
  SetMyGradePayload: ResolverTypeWrapper<Omit<SetMyGradePayload, 'user' | 'viewer'> & { user?: Maybe<ResolversTypes['User']>, viewer?: Maybe<ResolversTypes['Viewer']> }>;
  SignupRole: SignupRole;
  StartQuizInput: StartQuizInput;
  StartQuizPayload: ResolverTypeWrapper<StartQuizPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Student: ResolverTypeWrapper<TeacherStudentDto>;
  StudentOverview: ResolverTypeWrapper<StudentOverviewSource>;
  StudentProgress: ResolverTypeWrapper<StudentProgressSource>;
  StudentSort: StudentSort;
  SubjectPerformance: ResolverTypeWrapper<SubjectPerformance>;
  SubjectPerformanceRow: ResolverTypeWrapper<SubjectPerformanceRow>;
  SubscriptionInfo: ResolverTypeWrapper<SubscriptionSource>;
  SubscriptionPlan: SubscriptionPlan;
  TextAlignment: TextAlignment;
  TokenDelivery: TokenDelivery;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<MeDto>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Viewer: ResolverTypeWrapper<ViewerRecord>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthTokens: AuthTokens;
  BlankAnswerInput: BlankAnswerInput;
  Boolean: Scalars['Boolean']['output'];
  CatalogueChapter: Omit<CatalogueChapter, 'quizzes'> & { quizzes: Array<ResolversParentTypes['QuizSummary']> };
  CatalogueGrade: Omit<CatalogueGrade, 'subjects'> & { subjects: Array<ResolversParentTypes['CatalogueSubject']> };
  CatalogueSubject: Omit<CatalogueSubject, 'chapters'> & { chapters: Array<ResolversParentTypes['CatalogueChapter']> };
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  ClassComparison: ClassComparison;
  ClassOverview: Omit<ClassOverview, 'inactive' | 'needsHelp' | 'students'> & { inactive: Array<ResolversParentTypes['StudentOverview']>, needsHelp: Array<ResolversParentTypes['StudentOverview']>, students: Array<ResolversParentTypes['StudentOverview']> };
  ClassSubjectAverage: ClassSubjectAverage;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  FinalizeQuizInput: FinalizeQuizInput;
  FinalizeQuizPayload: Omit<FinalizeQuizPayload, 'result'> & { result?: Maybe<ResolversParentTypes['QuizResult']> };
  Float: Scalars['Float']['output'];
  GradeOption: GradeOption;
  HonourBoard: HonourBoard;
  HonourGrade: HonourGrade;
  HonourStudent: HonourStudent;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LearningStreak: LearningStreak;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'session'> & { session?: Maybe<ResolversParentTypes['Session']> };
  LogoutInput: LogoutInput;
  LogoutPayload: LogoutPayload;
  MissingStudentHistory: MissingStudentHistory;
  Mutation: Record<PropertyKey, never>;
  NextUpQuiz: Omit<NextUpQuiz, 'quiz'> & { quiz: ResolversParentTypes['QuizSummary'] };
  PasswordPolicy: PasswordPolicy;
  Query: Record<PropertyKey, never>;
  Question: Question;
  QuizAttempt: QuizAttempt;
  QuizFormatting: QuizFormatting;
  QuizHistory: QuizHistorySource;
  QuizHistoryEntry: HistoryRowDto;
  QuizProgress: Omit<QuizProgress, 'quiz'> & { quiz: ResolversParentTypes['QuizSummary'] };
  QuizResult: QuizResultSource;
  QuizSummary: QuizSummarySource;
  RefreshSessionInput: RefreshSessionInput;
  RefreshSessionPayload: RefreshSessionPayload;
  RegisterAccountInput: RegisterAccountInput;
  RegisterAccountPayload: RegisterAccountPayload;
  RenewSubscriptionInput: RenewSubscriptionInput;
  RenewSubscriptionPayload: RenewSubscriptionPayload;
  ResultQuestion: ResultQuestion;
  SaveAnswerInput: SaveAnswerInput;
  SaveAnswerPayload: SaveAnswerPayload;
  Session: SessionSource;
  SetMyGradeInput: SetMyGradeInput;
  SetMyGradePayload: Omit<SetMyGradePayload, 'user' | 'viewer'> & { user?: Maybe<ResolversParentTypes['User']>, viewer?: Maybe<ResolversParentTypes['Viewer']> };
  StartQuizInput: StartQuizInput;
  StartQuizPayload: StartQuizPayload;
  String: Scalars['String']['output'];
  Student: TeacherStudentDto;
  StudentOverview: StudentOverviewSource;
  StudentProgress: StudentProgressSource;
  SubjectPerformance: SubjectPerformance;
  SubjectPerformanceRow: SubjectPerformanceRow;
  SubscriptionInfo: SubscriptionSource;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Upload: Scalars['Upload']['output'];
  User: MeDto;
  UserError: UserError;
  Viewer: ViewerRecord;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AuthTokensResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthTokens'] = ResolversParentTypes['AuthTokens']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogueChapterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueChapter'] = ResolversParentTypes['CatalogueChapter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quizzes?: Resolver<Array<ResolversTypes['QuizSummary']>, ParentType, ContextType>;
};

export type CatalogueGradeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueGrade'] = ResolversParentTypes['CatalogueGrade']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['CatalogueSubject']>, ParentType, ContextType>;
};

export type CatalogueSubjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueSubject'] = ResolversParentTypes['CatalogueSubject']> = {
  chapters?: Resolver<Array<ResolversTypes['CatalogueChapter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['AuthTokens']>, ParentType, ContextType>;
};

export type ClassComparisonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClassComparison'] = ResolversParentTypes['ClassComparison']> = {
  classAverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unavailableReason?: Resolver<Maybe<ResolversTypes['ClassComparisonUnavailableReason']>, ParentType, ContextType>;
};

export type ClassOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClassOverview'] = ResolversParentTypes['ClassOverview']> = {
  composedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inactive?: Resolver<Array<ResolversTypes['StudentOverview']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['MissingStudentHistory']>, ParentType, ContextType>;
  needsHelp?: Resolver<Array<ResolversTypes['StudentOverview']>, ParentType, ContextType>;
  students?: Resolver<Array<ResolversTypes['StudentOverview']>, ParentType, ContextType>;
  subjectAverages?: Resolver<Array<ResolversTypes['ClassSubjectAverage']>, ParentType, ContextType>;
};

export type ClassSubjectAverageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClassSubjectAverage'] = ResolversParentTypes['ClassSubjectAverage']> = {
  averagePercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FinalizeQuizPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinalizeQuizPayload'] = ResolversParentTypes['FinalizeQuizPayload']> = {
  attemptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['QuizResult']>, ParentType, ContextType>;
};

export type GradeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GradeOption'] = ResolversParentTypes['GradeOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HonourBoardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HonourBoard'] = ResolversParentTypes['HonourBoard']> = {
  grades?: Resolver<Array<ResolversTypes['HonourGrade']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HonourBoardKind'], ParentType, ContextType>;
  periodDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HonourGradeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HonourGrade'] = ResolversParentTypes['HonourGrade']> = {
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topStudents?: Resolver<Array<ResolversTypes['HonourStudent']>, ParentType, ContextType>;
};

export type HonourStudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HonourStudent'] = ResolversParentTypes['HonourStudent']> = {
  averageScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  quizzesAttempted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalMarks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LearningStreakResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LearningStreak'] = ResolversParentTypes['LearningStreak']> = {
  activeToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActiveOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  thisWeekCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MissingStudentHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissingStudentHistory'] = ResolversParentTypes['MissingStudentHistory']> = {
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['MissingHistoryReason'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  finalizeQuiz?: Resolver<ResolversTypes['FinalizeQuizPayload'], ParentType, ContextType, RequireFields<MutationFinalizeQuizArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'input'>>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionPayload'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'input'>>;
  registerAccount?: Resolver<ResolversTypes['RegisterAccountPayload'], ParentType, ContextType, RequireFields<MutationRegisterAccountArgs, 'input'>>;
  renewSubscription?: Resolver<ResolversTypes['RenewSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationRenewSubscriptionArgs, 'input'>>;
  saveAnswer?: Resolver<ResolversTypes['SaveAnswerPayload'], ParentType, ContextType, RequireFields<MutationSaveAnswerArgs, 'input'>>;
  setMyGrade?: Resolver<ResolversTypes['SetMyGradePayload'], ParentType, ContextType, RequireFields<MutationSetMyGradeArgs, 'input'>>;
  startQuiz?: Resolver<ResolversTypes['StartQuizPayload'], ParentType, ContextType, RequireFields<MutationStartQuizArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type NextUpQuizResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NextUpQuiz'] = ResolversParentTypes['NextUpQuiz']> = {
  bestPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  chapter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countedSince?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quiz?: Resolver<ResolversTypes['QuizSummary'], ParentType, ContextType>;
  quizId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['NextUpReason'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasswordPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordPolicy'] = ResolversParentTypes['PasswordPolicy']> = {
  commonPasswords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  forbidsUsername?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  catalogue?: Resolver<Array<ResolversTypes['CatalogueGrade']>, ParentType, ContextType>;
  classOverview?: Resolver<Maybe<ResolversTypes['ClassOverview']>, ParentType, ContextType>;
  grades?: Resolver<Array<ResolversTypes['GradeOption']>, ParentType, ContextType>;
  honourBoard?: Resolver<ResolversTypes['HonourBoard'], ParentType, ContextType, RequireFields<QueryHonourBoardArgs, 'kind'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myProgress?: Resolver<Maybe<ResolversTypes['StudentProgress']>, ParentType, ContextType>;
  passwordPolicy?: Resolver<ResolversTypes['PasswordPolicy'], ParentType, ContextType>;
  quizHistory?: Resolver<ResolversTypes['QuizHistory'], ParentType, ContextType>;
  quizResult?: Resolver<Maybe<ResolversTypes['QuizResult']>, ParentType, ContextType, RequireFields<QueryQuizResultArgs, 'attemptId'>>;
  studentQuizHistory?: Resolver<ResolversTypes['QuizHistory'], ParentType, ContextType, RequireFields<QueryStudentQuizHistoryArgs, 'username'>>;
  subjectPerformance?: Resolver<ResolversTypes['SubjectPerformance'], ParentType, ContextType>;
  subscriptionInfo?: Resolver<ResolversTypes['SubscriptionInfo'], ParentType, ContextType>;
  teacherStudents?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType, RequireFields<QueryTeacherStudentsArgs, 'sort'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type QuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = {
  blanks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
};

export type QuizAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizAttempt'] = ResolversParentTypes['QuizAttempt']> = {
  attemptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  formatting?: Resolver<ResolversTypes['QuizFormatting'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previewMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  quizId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quizTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalExpectedQuestions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuizFormattingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizFormatting'] = ResolversParentTypes['QuizFormatting']> = {
  blankWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fontSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineSpacing?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  textAlignment?: Resolver<ResolversTypes['TextAlignment'], ParentType, ContextType>;
};

export type QuizHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizHistory'] = ResolversParentTypes['QuizHistory']> = {
  entries?: Resolver<Array<ResolversTypes['QuizHistoryEntry']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QuizHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizHistoryEntry'] = ResolversParentTypes['QuizHistoryEntry']> = {
  attemptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  chapter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gradeLetter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marksObtained?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marksPerQuestion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quizTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalQuestions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QuizProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizProgress'] = ResolversParentTypes['QuizProgress']> = {
  attempted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bestPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  countedSince?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  latestPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quiz?: Resolver<ResolversTypes['QuizSummary'], ParentType, ContextType>;
  quizId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QuizResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizResult'] = ResolversParentTypes['QuizResult']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  correctAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gradeLetter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  incorrectAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marksObtained?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['ResultQuestion']>, ParentType, ContextType>;
  quizTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalQuestions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuizSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuizSummary'] = ResolversParentTypes['QuizSummary']> = {
  chapter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  myProgress?: Resolver<Maybe<ResolversTypes['QuizProgress']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RefreshSessionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefreshSessionPayload'] = ResolversParentTypes['RefreshSessionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['AuthTokens']>, ParentType, ContextType>;
};

export type RegisterAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterAccountPayload'] = ResolversParentTypes['RegisterAccountPayload']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RenewSubscriptionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenewSubscriptionPayload'] = ResolversParentTypes['RenewSubscriptionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResultQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResultQuestion'] = ResolversParentTypes['ResultQuestion']> = {
  correctAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCorrect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['QuestionType']>, ParentType, ContextType>;
};

export type SaveAnswerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveAnswerPayload'] = ResolversParentTypes['SaveAnswerPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaveAnswerStatus'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accountStatus?: Resolver<Maybe<ResolversTypes['AccountStatus']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['AuthTokens']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type SetMyGradePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetMyGradePayload'] = ResolversParentTypes['SetMyGradePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type StartQuizPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartQuizPayload'] = ResolversParentTypes['StartQuizPayload']> = {
  attempt?: Resolver<Maybe<ResolversTypes['QuizAttempt']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  schoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudentOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentOverview'] = ResolversParentTypes['StudentOverview']> = {
  averagePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<StudentOverviewInactiveArgs, 'days'>>;
  lastActiveOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  needsHelp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<StudentOverviewNeedsHelpArgs, 'belowPercentage'>>;
  quizzesLast7Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentAveragePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weakestSubject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StudentProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentProgress'] = ResolversParentTypes['StudentProgress']> = {
  attemptedQuizzes?: Resolver<Array<ResolversTypes['QuizProgress']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gradeQuizzes?: Resolver<Array<ResolversTypes['QuizProgress']>, ParentType, ContextType, Partial<StudentProgressGradeQuizzesArgs>>;
  gradeSource?: Resolver<Maybe<ResolversTypes['GradeSource']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextUp?: Resolver<Array<ResolversTypes['NextUpQuiz']>, ParentType, ContextType>;
  quizzes?: Resolver<Array<ResolversTypes['QuizProgress']>, ParentType, ContextType>;
  streak?: Resolver<ResolversTypes['LearningStreak'], ParentType, ContextType>;
};

export type SubjectPerformanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectPerformance'] = ResolversParentTypes['SubjectPerformance']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overall?: Resolver<Maybe<ResolversTypes['SubjectPerformanceRow']>, ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['SubjectPerformanceRow']>, ParentType, ContextType>;
};

export type SubjectPerformanceRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectPerformanceRow'] = ResolversParentTypes['SubjectPerformanceRow']> = {
  classAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  classComparison?: Resolver<ResolversTypes['ClassComparison'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOverall?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percentile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quizCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionInfo'] = ResolversParentTypes['SubscriptionInfo']> = {
  expiresOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AccountStatus']>, ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  gradeChangesLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  accountStatus?: Resolver<Maybe<ResolversTypes['AccountStatus']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gradeSource?: Resolver<Maybe<ResolversTypes['GradeSource']>, ParentType, ContextType>;
  homeLanguage?: Resolver<Maybe<ResolversTypes['HomeLanguage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profilePictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  schoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolingStatus?: Resolver<Maybe<ResolversTypes['SchoolingStatus']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['SubscriptionInfo']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  classOverview?: Resolver<Maybe<ResolversTypes['ClassOverview']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['StudentProgress']>, ParentType, ContextType>;
  quizHistory?: Resolver<Maybe<ResolversTypes['QuizHistory']>, ParentType, ContextType>;
  quizResult?: Resolver<Maybe<ResolversTypes['QuizResult']>, ParentType, ContextType, RequireFields<ViewerQuizResultArgs, 'attemptId'>>;
  studentQuizHistory?: Resolver<Maybe<ResolversTypes['QuizHistory']>, ParentType, ContextType, RequireFields<ViewerStudentQuizHistoryArgs, 'username'>>;
  students?: Resolver<Maybe<Array<ResolversTypes['Student']>>, ParentType, ContextType, RequireFields<ViewerStudentsArgs, 'sort'>>;
  subjectPerformance?: Resolver<Maybe<ResolversTypes['SubjectPerformance']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AuthTokens?: AuthTokensResolvers<ContextType>;
  CatalogueChapter?: CatalogueChapterResolvers<ContextType>;
  CatalogueGrade?: CatalogueGradeResolvers<ContextType>;
  CatalogueSubject?: CatalogueSubjectResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ClassComparison?: ClassComparisonResolvers<ContextType>;
  ClassOverview?: ClassOverviewResolvers<ContextType>;
  ClassSubjectAverage?: ClassSubjectAverageResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  FinalizeQuizPayload?: FinalizeQuizPayloadResolvers<ContextType>;
  GradeOption?: GradeOptionResolvers<ContextType>;
  HonourBoard?: HonourBoardResolvers<ContextType>;
  HonourGrade?: HonourGradeResolvers<ContextType>;
  HonourStudent?: HonourStudentResolvers<ContextType>;
  LearningStreak?: LearningStreakResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MissingStudentHistory?: MissingStudentHistoryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NextUpQuiz?: NextUpQuizResolvers<ContextType>;
  PasswordPolicy?: PasswordPolicyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  QuizAttempt?: QuizAttemptResolvers<ContextType>;
  QuizFormatting?: QuizFormattingResolvers<ContextType>;
  QuizHistory?: QuizHistoryResolvers<ContextType>;
  QuizHistoryEntry?: QuizHistoryEntryResolvers<ContextType>;
  QuizProgress?: QuizProgressResolvers<ContextType>;
  QuizResult?: QuizResultResolvers<ContextType>;
  QuizSummary?: QuizSummaryResolvers<ContextType>;
  RefreshSessionPayload?: RefreshSessionPayloadResolvers<ContextType>;
  RegisterAccountPayload?: RegisterAccountPayloadResolvers<ContextType>;
  RenewSubscriptionPayload?: RenewSubscriptionPayloadResolvers<ContextType>;
  ResultQuestion?: ResultQuestionResolvers<ContextType>;
  SaveAnswerPayload?: SaveAnswerPayloadResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SetMyGradePayload?: SetMyGradePayloadResolvers<ContextType>;
  StartQuizPayload?: StartQuizPayloadResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  StudentOverview?: StudentOverviewResolvers<ContextType>;
  StudentProgress?: StudentProgressResolvers<ContextType>;
  SubjectPerformance?: SubjectPerformanceResolvers<ContextType>;
  SubjectPerformanceRow?: SubjectPerformanceRowResolvers<ContextType>;
  SubscriptionInfo?: SubscriptionInfoResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
