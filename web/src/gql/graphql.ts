/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Status of a Learnify account's subscription. */
export type AccountStatus =
  /** Subscription paid and current. */
  | 'ACTIVE'
  /** The subscription's expiry date has passed; the user must renew. */
  | 'EXPIRED'
  /** Registered or renewed but not yet verified by the team. */
  | 'INACTIVE';

/** One blank of a fill-in-the-blank answer. */
export type BlankAnswerInput = {
  /** The blank's label, as written in the question text (`[a]` → "a"). */
  label: string;
  /** What the child wrote. */
  value: string;
};

/** Input for `changePassword`. */
export type ChangePasswordInput = {
  /** The new password (the client checks its confirmation). */
  newPassword: string;
  /** The current password. */
  oldPassword: string;
};

/** Input for `finalizeQuiz`. */
export type FinalizeQuizInput = {
  /** The attempt to end. */
  attemptId: string | number;
  /** Time spent on the quiz, in seconds. */
  durationSeconds: number;
};

/** A person's gender, as offered at sign-up. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE'
  /** Other. */
  | 'OTHER';

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

/** The two honour boards. */
export type HonourBoardKind =
  /** National Heroes: top performers of the quarter (last 90 days). */
  | 'NATIONAL_HEROES'
  /** Shining Stars: top performers of the month (last 30 days). */
  | 'SHINING_STARS';

/** Input for `login`. */
export type LoginInput = {
  /** The account's password. */
  password: string;
  /** Browser sessions only: keep the session cookie after the browser closes (otherwise it ends with the browser). */
  remember?: boolean | null | undefined;
  /** How the session is handed to the client. */
  tokenDelivery?: TokenDelivery | null | undefined;
  /** The account's username. */
  username: string;
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

/** Kinds of quiz question. */
export type QuestionType =
  /** Fill in the blanks. */
  | 'FIB'
  /** Multiple choice: one or more options. */
  | 'MCQ'
  /** Single choice: exactly one option. */
  | 'SCQ';

/** Input for `registerAccount` (sent as a multipart request because of the files). */
export type RegisterAccountInput = {
  /** City. */
  city?: string | null | undefined;
  /** E-mail address; the activation message is sent there. */
  email?: string | null | undefined;
  /** Photo or scan of the fee receipt (an image). */
  feeReceipt?: File | null | undefined;
  /** Full name as it should appear on the honour board. */
  fullName?: string | null | undefined;
  /** Gender. */
  gender?: Gender | null | undefined;
  /** Grade id from `grades` (students). */
  gradeId?: string | number | null | undefined;
  /**
   * Students: true when a parent or guardian agreed to the account and to what Learnify keeps (the web app's
   * `/privacy` page). Required for a STUDENT (GUARDIAN_CONSENT_REQUIRED otherwise); ignored for a teacher. Checked
   * by the gateway, not sent to Learnify.
   */
  guardianConsent?: boolean | null | undefined;
  /** Language spoken at home. */
  homeLanguage?: HomeLanguage | null | undefined;
  /** The password to sign in with. */
  password: string;
  /** Subscription plan paid for. */
  plan?: SubscriptionPlan | null | undefined;
  /** Profile picture (an image). */
  profilePicture?: File | null | undefined;
  /** Province or territory. */
  province?: Province | null | undefined;
  /** STUDENT or TEACHER. */
  role: SignupRole;
  /** Name of the school. */
  schoolName?: string | null | undefined;
  /** Kind of schooling; teachers use TEACHER. */
  schoolingStatus?: SchoolingStatus | null | undefined;
  /** The username to sign in with. */
  username: string;
};

/** Input for `renewSubscription`. */
export type RenewSubscriptionInput = {
  /** Photo, scan or PDF of the fee receipt; the upstream requires one. */
  feeReceipt?: File | null | undefined;
  /** The plan paid for. */
  plan: SubscriptionPlan;
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
  attemptId: string | number;
  /** Blank answers (FIB). */
  blanks?: Array<BlankAnswerInput> | null | undefined;
  /** The question answered. */
  questionId: string | number;
  /** The question's type. */
  questionType: QuestionType;
  /** The chosen option (SCQ). */
  selected?: string | null | undefined;
  /** The chosen options (MCQ). */
  selectedOptions?: Array<string> | null | undefined;
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

/** Roles that can sign up on the site. */
export type SignupRole =
  /** A student. */
  | 'STUDENT'
  /** A teacher. */
  | 'TEACHER';

/** Input for `startQuiz`. */
export type StartQuizInput = {
  /** Quiz id from the catalogue. */
  quizId: string | number;
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
  city?: string | null | undefined;
  /** New e-mail address. */
  email?: string | null | undefined;
  /** New full name. */
  fullName?: string | null | undefined;
  /** New grade id from `grades`; at most two grade changes per calendar year. */
  gradeId?: string | number | null | undefined;
  /** New profile picture. */
  profilePicture?: File | null | undefined;
  /** New province. */
  province?: Province | null | undefined;
  /** New school name. */
  schoolName?: string | null | undefined;
  /** New kind of schooling. */
  schoolingStatus?: SchoolingStatus | null | undefined;
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

export type AppShellQueryVariables = Exact<{ [key: string]: never; }>;


export type AppShellQuery = { me: { id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null } | null };

export type EditProfileForm_UserFragment = { id: string, username: string, role: Role, fullName: string | null, email: string | null, schoolName: string | null, city: string | null, schoolingStatus: SchoolingStatus | null, province: Province | null, grade: string | null, homeLanguage: HomeLanguage | null, profilePictureUrl: string | null };

export type EditProfileScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type EditProfileScreenQuery = { me: { id: string, username: string, role: Role, fullName: string | null, email: string | null, schoolName: string | null, city: string | null, schoolingStatus: SchoolingStatus | null, province: Province | null, grade: string | null, homeLanguage: HomeLanguage | null, profilePictureUrl: string | null } | null, grades: Array<{ id: string, label: string }>, passwordPolicy: { id: string, minLength: number, forbidsUsername: boolean, commonPasswords: Array<string> } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { success: boolean, gradeChangesLeft: number | null, errors: Array<{ code: UserErrorCode, field: string | null, message: string }>, user: { id: string, username: string, role: Role, fullName: string | null, email: string | null, schoolName: string | null, city: string | null, schoolingStatus: SchoolingStatus | null, province: Province | null, grade: string | null, homeLanguage: HomeLanguage | null, profilePictureUrl: string | null } | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, errors: Array<{ code: UserErrorCode, field: string | null, message: string }> } };

export type PasswordRules_PolicyFragment = { id: string, minLength: number, forbidsUsername: boolean, commonPasswords: Array<string> };

export type SignupScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupScreenQuery = { grades: Array<{ id: string, label: string }>, passwordPolicy: { id: string, minLength: number, forbidsUsername: boolean, commonPasswords: Array<string> } };

export type RegisterAccountMutationVariables = Exact<{
  input: RegisterAccountInput;
}>;


export type RegisterAccountMutation = { registerAccount: { created: boolean, message: string | null, errors: Array<{ code: UserErrorCode, field: string | null, message: string }> } };

export type CatalogueGradeSection_GradeFragment = { id: string, name: string, subjects: Array<{ id: string, name: string, chapters: Array<{ id: string, name: string, quizzes: Array<{ id: string, number: number | null, title: string }> }> }> };

export type HomeScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeScreenQuery = { me: { id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null } | null, catalogue: Array<{ id: string, name: string, subjects: Array<{ id: string, name: string, chapters: Array<{ id: string, name: string, quizzes: Array<{ id: string, number: number | null, title: string }> }> }> }> };

export type HonourBoardScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HonourBoardScreenQuery = { shiningStars: { id: string, kind: HonourBoardKind, periodDays: number, grades: Array<{ id: string, grade: string, topStudents: Array<{ id: string, rank: number, fullName: string | null, username: string | null, school: string | null, city: string | null, province: Province | null, quizzesAttempted: number, averageScore: number, totalMarks: number }> }> }, nationalHeroes: { id: string, kind: HonourBoardKind, periodDays: number, grades: Array<{ id: string, grade: string, topStudents: Array<{ id: string, rank: number, fullName: string | null, username: string | null, school: string | null, city: string | null, province: Province | null, quizzesAttempted: number, averageScore: number, totalMarks: number }> }> } };

export type HonourBoardSection_BoardFragment = { id: string, kind: HonourBoardKind, periodDays: number, grades: Array<{ id: string, grade: string, topStudents: Array<{ id: string, rank: number, fullName: string | null, username: string | null, school: string | null, city: string | null, province: Province | null, quizzesAttempted: number, averageScore: number, totalMarks: number }> }> };

export type PerformanceTable_RowFragment = { id: string, subject: string, studentAverage: number, classAverage: number, percentile: number, isOverall: boolean };

export type SubjectPerformanceScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type SubjectPerformanceScreenQuery = { subjectPerformance: { id: string, overall: { id: string, subject: string, studentAverage: number, classAverage: number, percentile: number, isOverall: boolean } | null, subjects: Array<{ id: string, subject: string, studentAverage: number, classAverage: number, percentile: number, isOverall: boolean }> } };

export type AttemptQuizStartMutationVariables = Exact<{
  input: StartQuizInput;
}>;


export type AttemptQuizStartMutation = { startQuiz: { attempt: { id: string, attemptId: string | null, previewMode: boolean, quizId: string, quizTitle: string, totalExpectedQuestions: number, formatting: { blankWidth: number, fontSize: number, lineSpacing: number, textAlignment: TextAlignment }, questions: Array<{ id: string, type: QuestionType, html: string, options: Array<string>, blanks: Array<string> }> } | null, errors: Array<{ code: UserErrorCode, field: string | null, message: string }> } };

export type AttemptQuizScreen_AttemptFragment = { id: string, attemptId: string | null, previewMode: boolean, quizId: string, quizTitle: string, totalExpectedQuestions: number, formatting: { blankWidth: number, fontSize: number, lineSpacing: number, textAlignment: TextAlignment }, questions: Array<{ id: string, type: QuestionType, html: string, options: Array<string>, blanks: Array<string> }> };

export type QuestionCard_QuestionFragment = { id: string, type: QuestionType, html: string, options: Array<string>, blanks: Array<string> };

export type AttemptQuizFinalizeMutationVariables = Exact<{
  input: FinalizeQuizInput;
}>;


export type AttemptQuizFinalizeMutation = { finalizeQuiz: { attemptId: string | null, errors: Array<{ code: UserErrorCode, field: string | null, message: string }>, result: { id: string, quizTitle: string, totalQuestions: number, correctAnswers: number, incorrectAnswers: number, marksObtained: number, percentage: number, gradeLetter: string, questions: Array<{ id: string, position: number, text: string, studentAnswer: string | null, correctAnswer: string | null, isCorrect: boolean }> } | null } };

export type AttemptQuizSaveAnswerMutationVariables = Exact<{
  input: SaveAnswerInput;
}>;


export type AttemptQuizSaveAnswerMutation = { saveAnswer: { questionId: string, status: SaveAnswerStatus, errors: Array<{ code: UserErrorCode, field: string | null, message: string }> } };

export type QuizHistoryScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizHistoryScreenQuery = { quizHistory: { id: string, entries: Array<{ id: string, quizTitle: string, subject: string | null, chapter: string | null, grade: string | null, marksObtained: number | null, marksPerQuestion: number | null, totalQuestions: number | null, percentage: number | null, gradeLetter: string | null, attemptedAt: string | null }> } };

export type QuizHistoryScreen_EntryFragment = { id: string, quizTitle: string, subject: string | null, chapter: string | null, grade: string | null, marksObtained: number | null, marksPerQuestion: number | null, totalQuestions: number | null, percentage: number | null, gradeLetter: string | null, attemptedAt: string | null };

export type QuizResultScreenQueryVariables = Exact<{
  attemptId: string | number;
}>;


export type QuizResultScreenQuery = { quizResult: { id: string, quizTitle: string, totalQuestions: number, correctAnswers: number, incorrectAnswers: number, marksObtained: number, percentage: number, gradeLetter: string, questions: Array<{ id: string, position: number, text: string, studentAnswer: string | null, correctAnswer: string | null, isCorrect: boolean }> } | null };

export type ResultQuestionRow_QuestionFragment = { id: string, position: number, text: string, studentAnswer: string | null, correctAnswer: string | null, isCorrect: boolean };

export type RenewSubscriptionScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type RenewSubscriptionScreenQuery = { subscriptionInfo: { id: string, plan: SubscriptionPlan | null, status: AccountStatus | null, statusLabel: string, expiresOn: string | null } };

export type RenewSubscriptionMutationVariables = Exact<{
  input: RenewSubscriptionInput;
}>;


export type RenewSubscriptionMutation = { renewSubscription: { submitted: boolean, signedOut: boolean, message: string | null, errors: Array<{ code: UserErrorCode, field: string | null, message: string }> } };

export type TeacherStudentHistoryScreenQueryVariables = Exact<{
  username: string;
}>;


export type TeacherStudentHistoryScreenQuery = { studentQuizHistory: { id: string, fullName: string | null, entries: Array<{ id: string, quizTitle: string, subject: string | null, chapter: string | null, grade: string | null, marksObtained: number | null, marksPerQuestion: number | null, totalQuestions: number | null, percentage: number | null, gradeLetter: string | null, attemptedAt: string | null }> } };

export type TeacherStudentHistory_EntryFragment = { id: string, quizTitle: string, subject: string | null, chapter: string | null, grade: string | null, marksObtained: number | null, marksPerQuestion: number | null, totalQuestions: number | null, percentage: number | null, gradeLetter: string | null, attemptedAt: string | null };

export type StudentsTable_StudentFragment = { id: string, fullName: string | null, username: string, email: string | null, grade: string | null, gender: Gender | null, schoolName: string | null, city: string | null, province: Province | null };

export type TeacherAssessmentScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type TeacherAssessmentScreenQuery = { teacherStudents: Array<{ id: string, fullName: string | null, username: string, email: string | null, grade: string | null, gender: Gender | null, schoolName: string | null, city: string | null, province: Province | null }> };

export type SessionUserFragment = { id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null };

export type SessionViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionViewerQuery = { me: { id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null } | null };

export type SessionLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SessionLoginMutation = { login: { errors: Array<{ code: UserErrorCode, field: string | null, message: string }>, session: { accountStatus: AccountStatus | null, role: Role, user: { id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null } } | null } };

export type SessionLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionLogoutMutation = { logout: { success: boolean } };

export const EditProfileForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"schoolingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"homeLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}}]}}]} as unknown as DocumentNode<EditProfileForm_UserFragment, unknown>;
export const PasswordRules_PolicyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordRules_policy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"forbidsUsername"}},{"kind":"Field","name":{"kind":"Name","value":"commonPasswords"}}]}}]} as unknown as DocumentNode<PasswordRules_PolicyFragment, unknown>;
export const CatalogueGradeSection_GradeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueGradeSection_grade"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueGrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueGradeSection_GradeFragment, unknown>;
export const HonourBoardSection_BoardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HonourBoardSection_board"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HonourBoard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"topStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"quizzesAttempted"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarks"}}]}}]}}]}}]} as unknown as DocumentNode<HonourBoardSection_BoardFragment, unknown>;
export const PerformanceTable_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerformanceTable_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubjectPerformanceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"studentAverage"}},{"kind":"Field","name":{"kind":"Name","value":"classAverage"}},{"kind":"Field","name":{"kind":"Name","value":"percentile"}},{"kind":"Field","name":{"kind":"Name","value":"isOverall"}}]}}]} as unknown as DocumentNode<PerformanceTable_RowFragment, unknown>;
export const QuestionCard_QuestionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}}]}}]} as unknown as DocumentNode<QuestionCard_QuestionFragment, unknown>;
export const AttemptQuizScreen_AttemptFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptQuizScreen_attempt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"previewMode"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalExpectedQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"formatting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blankWidth"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"lineSpacing"}},{"kind":"Field","name":{"kind":"Name","value":"textAlignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_question"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}}]}}]} as unknown as DocumentNode<AttemptQuizScreen_AttemptFragment, unknown>;
export const QuizHistoryScreen_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizHistoryScreen_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"marksPerQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]} as unknown as DocumentNode<QuizHistoryScreen_EntryFragment, unknown>;
export const ResultQuestionRow_QuestionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultQuestionRow_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"studentAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}}]}}]} as unknown as DocumentNode<ResultQuestionRow_QuestionFragment, unknown>;
export const TeacherStudentHistory_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeacherStudentHistory_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"marksPerQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]} as unknown as DocumentNode<TeacherStudentHistory_EntryFragment, unknown>;
export const StudentsTable_StudentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentsTable_student"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<StudentsTable_StudentFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const AppShellDocument = {"__meta__":{"hash":"sha256:b181884f39ffc367b9f405c61362ed891cf8f77bc6df0d96177a50a397bcf53d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppShell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}}]} as unknown as DocumentNode<AppShellQuery, AppShellQueryVariables>;
export const EditProfileScreenDocument = {"__meta__":{"hash":"sha256:0c6a91f362a71eaddfaf34babddbef46699e3a230ab8c6122f19a765e463338d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditProfileScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditProfileForm_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passwordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasswordRules_policy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"schoolingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"homeLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordRules_policy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"forbidsUsername"}},{"kind":"Field","name":{"kind":"Name","value":"commonPasswords"}}]}}]} as unknown as DocumentNode<EditProfileScreenQuery, EditProfileScreenQueryVariables>;
export const UpdateProfileDocument = {"__meta__":{"hash":"sha256:bf8d9d359ca1155a0cab4d0eb4ce704b83f9f0e20be874898e586c55b2196f8b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"gradeChangesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditProfileForm_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"schoolingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"homeLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:5d689c405e6ae96806230baeda67212bce8d44362cafd0868a7f3c42d04a129f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignupScreenDocument = {"__meta__":{"hash":"sha256:f1beef8d4ad412d3201f3b55f54590bd5cf36b4d6cc71185a917c04b0fc78638"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignupScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passwordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasswordRules_policy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordRules_policy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"forbidsUsername"}},{"kind":"Field","name":{"kind":"Name","value":"commonPasswords"}}]}}]} as unknown as DocumentNode<SignupScreenQuery, SignupScreenQueryVariables>;
export const RegisterAccountDocument = {"__meta__":{"hash":"sha256:4fb60ecda5a5a0393e9609a938c7130b2720338d245ace0b6de156ee9d8d836b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterAccountMutation, RegisterAccountMutationVariables>;
export const HomeScreenDocument = {"__meta__":{"hash":"sha256:78ec26bd171e5ab3535d949b163bc74bb3a8815a9d8253e67ad8603719df09e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueGradeSection_grade"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueGradeSection_grade"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueGrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HomeScreenQuery, HomeScreenQueryVariables>;
export const HonourBoardScreenDocument = {"__meta__":{"hash":"sha256:bfde2c504f43dfd44a63926fe072fe37b633701aa003a152c3262532a820a053"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HonourBoardScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"shiningStars"},"name":{"kind":"Name","value":"honourBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"SHINING_STARS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HonourBoardSection_board"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"nationalHeroes"},"name":{"kind":"Name","value":"honourBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"NATIONAL_HEROES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HonourBoardSection_board"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HonourBoardSection_board"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HonourBoard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"topStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"quizzesAttempted"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarks"}}]}}]}}]}}]} as unknown as DocumentNode<HonourBoardScreenQuery, HonourBoardScreenQueryVariables>;
export const SubjectPerformanceScreenDocument = {"__meta__":{"hash":"sha256:578a793b7ee6f8bc20df3cd348deb1e70f53b9aaf08ab7c1a986eed053777dbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubjectPerformanceScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subjectPerformance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerformanceTable_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerformanceTable_row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerformanceTable_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubjectPerformanceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"studentAverage"}},{"kind":"Field","name":{"kind":"Name","value":"classAverage"}},{"kind":"Field","name":{"kind":"Name","value":"percentile"}},{"kind":"Field","name":{"kind":"Name","value":"isOverall"}}]}}]} as unknown as DocumentNode<SubjectPerformanceScreenQuery, SubjectPerformanceScreenQueryVariables>;
export const AttemptQuizStartDocument = {"__meta__":{"hash":"sha256:def6e7a67baa57ea4292bc20369883438448d3ae912e8f55a1f3dc51cb4dd4b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttemptQuizStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartQuizInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptQuizScreen_attempt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptQuizScreen_attempt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"previewMode"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalExpectedQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"formatting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blankWidth"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"lineSpacing"}},{"kind":"Field","name":{"kind":"Name","value":"textAlignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_question"}}]}}]}}]} as unknown as DocumentNode<AttemptQuizStartMutation, AttemptQuizStartMutationVariables>;
export const AttemptQuizFinalizeDocument = {"__meta__":{"hash":"sha256:ce84040a0680cc45be54c6de7dc92f1e586d1771f9aecb4bc32430dec282dcfd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttemptQuizFinalize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinalizeQuizInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"studentAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttemptQuizFinalizeMutation, AttemptQuizFinalizeMutationVariables>;
export const AttemptQuizSaveAnswerDocument = {"__meta__":{"hash":"sha256:7d1f3a4f4e5cb7e9e0fd6b28bdbe0734701c4899f0bb8f40de5a55552887f0c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttemptQuizSaveAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AttemptQuizSaveAnswerMutation, AttemptQuizSaveAnswerMutationVariables>;
export const QuizHistoryScreenDocument = {"__meta__":{"hash":"sha256:5b4986f0b150bcb42790afcc649183caad878a67656ad5df87879c2bf6f33d9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizHistoryScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizHistoryScreen_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizHistoryScreen_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"marksPerQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]} as unknown as DocumentNode<QuizHistoryScreenQuery, QuizHistoryScreenQueryVariables>;
export const QuizResultScreenDocument = {"__meta__":{"hash":"sha256:500a7df6ca188d354cafa7b300289119f7ca1bdd00a1598ad233e2e3b488c99a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizResultScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultQuestionRow_question"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultQuestionRow_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"studentAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}}]}}]} as unknown as DocumentNode<QuizResultScreenQuery, QuizResultScreenQueryVariables>;
export const RenewSubscriptionScreenDocument = {"__meta__":{"hash":"sha256:f52db2a0fa55750779f95277ac69231905c5136286d34b20b7c4dc6bbb2d455b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenewSubscriptionScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}}]} as unknown as DocumentNode<RenewSubscriptionScreenQuery, RenewSubscriptionScreenQueryVariables>;
export const RenewSubscriptionDocument = {"__meta__":{"hash":"sha256:bc7b3b4ac07dc2ff7698e0c89a1e2c7c4fde864eafdbaf0a89b050fe89c48651"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenewSubscriptionMutation, RenewSubscriptionMutationVariables>;
export const TeacherStudentHistoryScreenDocument = {"__meta__":{"hash":"sha256:3d5b2cd68511e3e8cb57ace35ce7cfb768e5b470502bd74f5863b0b212a325fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeacherStudentHistoryScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentQuizHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeacherStudentHistory_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeacherStudentHistory_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"marksPerQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]} as unknown as DocumentNode<TeacherStudentHistoryScreenQuery, TeacherStudentHistoryScreenQueryVariables>;
export const TeacherAssessmentScreenDocument = {"__meta__":{"hash":"sha256:65ef000b34cab23c1c08d2c1046548f782622d60ffaaa64a50175d66c0d1dc45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeacherAssessmentScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teacherStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentsTable_student"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentsTable_student"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TeacherAssessmentScreenQuery, TeacherAssessmentScreenQueryVariables>;
export const SessionViewerDocument = {"__meta__":{"hash":"sha256:90f3778d8d2fca33277d4c63ad7ca02846fc4a1bd1fa4b687fae28ff3fdba309"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}}]} as unknown as DocumentNode<SessionViewerQuery, SessionViewerQueryVariables>;
export const SessionLoginDocument = {"__meta__":{"hash":"sha256:6342848d02a01cb807d12cc09b9a1dc2c0f31b34be3c6943b8483084bd5590b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}}]} as unknown as DocumentNode<SessionLoginMutation, SessionLoginMutationVariables>;
export const SessionLogoutDocument = {"__meta__":{"hash":"sha256:a5b100d5cf56a8ee7338da9d76feae6d8ccaa7b60c13b669708aeb570923b073"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SessionLogoutMutation, SessionLogoutMutationVariables>;