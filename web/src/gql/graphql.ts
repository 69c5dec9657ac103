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

/** Why a subject's class comparison is not available. */
export type ClassComparisonUnavailableReason =
  /** The Learnify API's figures contradict what her history shows, so its class figure cannot be trusted. */
  | 'IMPLAUSIBLE'
  /** The Learnify API reported no class figure for the subject (or could not be read). */
  | 'NOT_REPORTED';

/** Input for `createFamilyLink`. */
export type CreateFamilyLinkInput = {
  /** The language the page opens in (her language in the app); the page has a switch to the other. */
  language: FamilyPageLanguage;
};

/** Input for `dismissFamilyLinkReminder`. */
export type DismissFamilyLinkReminderInput = {
  /** The reminder's id (`FamilyLinkReminder.id`). */
  id: string | number;
};

/** What made the gateway remind her of her family links. */
export type FamilyLinkReminderReason =
  /** She changed her password. */
  | 'PASSWORD_CHANGED'
  /** She signed out everywhere. */
  | 'SIGNED_OUT_EVERYWHERE';

/** The languages a family page is shown in. */
export type FamilyPageLanguage =
  /** English. */
  | 'EN'
  /** Urdu. */
  | 'UR';

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

/** Why a quiz is suggested in `nextUp`. */
export type NextUpReason =
  /** Finished, but with one of her lowest scores in the subject. */
  | 'LOW_SCORE'
  /** The student has not finished this quiz yet. */
  | 'NOT_ATTEMPTED';

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

/** Input for `renewFamilyLink`. */
export type RenewFamilyLinkInput = {
  /** The link's id (`FamilyLink.id`). */
  id: string | number;
};

/** Input for `renewSubscription`. */
export type RenewSubscriptionInput = {
  /** Photo, scan or PDF of the fee receipt; the upstream requires one. */
  feeReceipt?: File | null | undefined;
  /** The plan paid for. */
  plan: SubscriptionPlan;
};

/** Input for `revokeFamilyLink`. */
export type RevokeFamilyLinkInput = {
  /** The link's id (`FamilyLink.id`). */
  id: string | number;
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

/** Input for `setMyGrade`. */
export type SetMyGradeInput = {
  /** Her grade's id, from `grades`. */
  gradeId: string | number;
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
  /** She already has 3 live family links: revoke one, or renew one instead of making another. */
  | 'FAMILY_LINK_LIMIT'
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


export type AppShellQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, user: { __typename: 'User', id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null } | null, familyLinkReminder: { __typename: 'FamilyLinkReminder', id: string, reason: FamilyLinkReminderReason, since: string, links: Array<{ __typename: 'FamilyLink', id: string }> } | null } | null };

export type EditProfileForm_UserFragment = { __typename: 'User', id: string, username: string, role: Role, fullName: string | null, email: string | null, schoolName: string | null, city: string | null, schoolingStatus: SchoolingStatus | null, province: Province | null, grade: string | null, homeLanguage: HomeLanguage | null, profilePictureUrl: string | null };

export type EditProfileScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type EditProfileScreenQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, user: { __typename: 'User', id: string, username: string, role: Role, fullName: string | null, email: string | null, schoolName: string | null, city: string | null, schoolingStatus: SchoolingStatus | null, province: Province | null, grade: string | null, homeLanguage: HomeLanguage | null, profilePictureUrl: string | null } | null } | null, grades: Array<{ __typename: 'GradeOption', id: string, label: string }>, passwordPolicy: { __typename: 'PasswordPolicy', id: string, minLength: number, forbidsUsername: boolean, commonPasswords: Array<string> } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename: 'Mutation', updateProfile: { __typename: 'UpdateProfilePayload', success: boolean, gradeChangesLeft: number | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }>, user: { __typename: 'User', id: string, username: string, role: Role, fullName: string | null, email: string | null, schoolName: string | null, city: string | null, schoolingStatus: SchoolingStatus | null, province: Province | null, grade: string | null, homeLanguage: HomeLanguage | null, profilePictureUrl: string | null } | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename: 'Mutation', changePassword: { __typename: 'ChangePasswordPayload', success: boolean, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type PasswordRules_PolicyFragment = { __typename: 'PasswordPolicy', id: string, minLength: number, forbidsUsername: boolean, commonPasswords: Array<string> };

export type SignupScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupScreenQuery = { __typename: 'Query', grades: Array<{ __typename: 'GradeOption', id: string, label: string }>, passwordPolicy: { __typename: 'PasswordPolicy', id: string, minLength: number, forbidsUsername: boolean, commonPasswords: Array<string> } };

export type RegisterAccountMutationVariables = Exact<{
  input: RegisterAccountInput;
}>;


export type RegisterAccountMutation = { __typename: 'Mutation', registerAccount: { __typename: 'RegisterAccountPayload', created: boolean, message: string | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { __typename: 'Mutation', logout: { __typename: 'LogoutPayload', success: boolean } };

export type CatalogueGradeSection_GradeFragment = { __typename: 'CatalogueGrade', id: string, name: string, subjects: Array<{ __typename: 'CatalogueSubject', id: string, name: string, chapters: Array<{ __typename: 'CatalogueChapter', id: string, name: string, quizzes: Array<{ __typename: 'QuizSummary', id: string, number: number | null, title: string }> }> }> };

export type HomeScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeScreenQuery = { __typename: 'Query', catalogue: Array<{ __typename: 'CatalogueGrade', id: string, name: string, subjects: Array<{ __typename: 'CatalogueSubject', id: string, name: string, chapters: Array<{ __typename: 'CatalogueChapter', id: string, name: string, quizzes: Array<{ __typename: 'QuizSummary', id: string, number: number | null, title: string }> }> }> }> };

export type QuizDoneMark_QuizFragment = { __typename: 'QuizSummary', id: string, myProgress: { __typename: 'QuizProgress', id: string, attempted: boolean, bestPercentage: number | null, countedSince: string | null } | null };

export type FamilyLinkCard_LinkFragment = { __typename: 'FamilyLink', id: string, createdAt: string, expiresAt: string, lastOpenedAt: string | null, language: FamilyPageLanguage };

export type FamilyLinksScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type FamilyLinksScreenQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, user: { __typename: 'User', id: string, role: Role } | null, familyLinks: Array<{ __typename: 'FamilyLink', id: string, createdAt: string, expiresAt: string, lastOpenedAt: string | null, language: FamilyPageLanguage }> | null, familyLinkReminder: { __typename: 'FamilyLinkReminder', id: string, reason: FamilyLinkReminderReason, since: string, links: Array<{ __typename: 'FamilyLink', id: string }> } | null } | null };

export type CreateFamilyLinkMutationVariables = Exact<{
  input: CreateFamilyLinkInput;
}>;


export type CreateFamilyLinkMutation = { __typename: 'Mutation', createFamilyLink: { __typename: 'CreateFamilyLinkPayload', errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null }>, familyLink: { __typename: 'FamilyLink', url: string | null, id: string, createdAt: string, expiresAt: string, lastOpenedAt: string | null, language: FamilyPageLanguage } | null } };

export type DismissFamilyLinkReminderMutationVariables = Exact<{
  input: DismissFamilyLinkReminderInput;
}>;


export type DismissFamilyLinkReminderMutation = { __typename: 'Mutation', dismissFamilyLinkReminder: { __typename: 'DismissFamilyLinkReminderPayload', dismissed: boolean } };

export type RenewFamilyLinkMutationVariables = Exact<{
  input: RenewFamilyLinkInput;
}>;


export type RenewFamilyLinkMutation = { __typename: 'Mutation', renewFamilyLink: { __typename: 'RenewFamilyLinkPayload', errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null }>, familyLink: { __typename: 'FamilyLink', id: string, createdAt: string, expiresAt: string, lastOpenedAt: string | null, language: FamilyPageLanguage } | null } };

export type RevokeFamilyLinkMutationVariables = Exact<{
  input: RevokeFamilyLinkInput;
}>;


export type RevokeFamilyLinkMutation = { __typename: 'Mutation', revokeFamilyLink: { __typename: 'RevokeFamilyLinkPayload', revokedId: string, familyLinks: Array<{ __typename: 'FamilyLink', id: string, createdAt: string, expiresAt: string, lastOpenedAt: string | null, language: FamilyPageLanguage }> } };

export type HonourBoardScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HonourBoardScreenQuery = { __typename: 'Query', shiningStars: { __typename: 'HonourBoard', id: string, kind: HonourBoardKind, periodDays: number, grades: Array<{ __typename: 'HonourGrade', id: string, grade: string, topStudents: Array<{ __typename: 'HonourStudent', id: string, rank: number, fullName: string | null, username: string | null, school: string | null, city: string | null, province: Province | null, quizzesAttempted: number, averageScore: number, totalMarks: number }> }> }, nationalHeroes: { __typename: 'HonourBoard', id: string, kind: HonourBoardKind, periodDays: number, grades: Array<{ __typename: 'HonourGrade', id: string, grade: string, topStudents: Array<{ __typename: 'HonourStudent', id: string, rank: number, fullName: string | null, username: string | null, school: string | null, city: string | null, province: Province | null, quizzesAttempted: number, averageScore: number, totalMarks: number }> }> } };

export type HonourBoardSection_BoardFragment = { __typename: 'HonourBoard', id: string, kind: HonourBoardKind, periodDays: number, grades: Array<{ __typename: 'HonourGrade', id: string, grade: string, topStudents: Array<{ __typename: 'HonourStudent', id: string, rank: number, fullName: string | null, username: string | null, school: string | null, city: string | null, province: Province | null, quizzesAttempted: number, averageScore: number, totalMarks: number }> }> };

export type SetMyGradeMutationVariables = Exact<{
  input: SetMyGradeInput;
}>;


export type SetMyGradeMutation = { __typename: 'Mutation', setMyGrade: { __typename: 'SetMyGradePayload', errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }>, user: { __typename: 'User', id: string, grade: string | null, gradeSource: GradeSource | null } | null, viewer: { __typename: 'Viewer', id: string, progress: { __typename: 'StudentProgress', id: string, grade: string | null, nextUp: Array<{ __typename: 'NextUpQuiz', id: string, reason: NextUpReason, bestPercentage: number | null, countedSince: string | null, quiz: { __typename: 'QuizSummary', id: string, title: string, subject: string, chapter: string } }>, gradeQuizzes: Array<{ __typename: 'QuizProgress', id: string, attempted: boolean, bestPercentage: number | null, countedSince: string | null, quiz: { __typename: 'QuizSummary', id: string, number: number | null, title: string, subject: string, chapter: string } }> } | null } | null } };

export type HomeProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeProgressQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, progress: { __typename: 'StudentProgress', id: string, grade: string | null, nextUp: Array<{ __typename: 'NextUpQuiz', id: string, reason: NextUpReason, bestPercentage: number | null, countedSince: string | null, quiz: { __typename: 'QuizSummary', id: string, title: string, subject: string, chapter: string } }>, streak: { __typename: 'LearningStreak', id: string, currentDays: number, activeToday: boolean, thisWeekCount: number, lastActiveOn: string | null }, attemptedQuizzes: Array<{ __typename: 'QuizProgress', id: string, attempted: boolean, bestPercentage: number | null, countedSince: string | null, quiz: { __typename: 'QuizSummary', id: string } }>, gradeQuizzes: Array<{ __typename: 'QuizProgress', id: string, attempted: boolean, bestPercentage: number | null, countedSince: string | null, quiz: { __typename: 'QuizSummary', id: string, number: number | null, title: string, subject: string, chapter: string } }> } | null } | null, grades: Array<{ __typename: 'GradeOption', id: string, label: string }> };

export type NextUpStrip_QuizFragment = { __typename: 'NextUpQuiz', id: string, reason: NextUpReason, bestPercentage: number | null, countedSince: string | null, quiz: { __typename: 'QuizSummary', id: string, title: string, subject: string, chapter: string } };

export type PerformanceTable_RowFragment = { __typename: 'SubjectPerformanceRow', id: string, subject: string, studentAverage: number, isOverall: boolean, classComparison: { __typename: 'ClassComparison', classAverage: number | null, ratio: number | null, unavailableReason: ClassComparisonUnavailableReason | null } };

export type StreakCard_StreakFragment = { __typename: 'LearningStreak', id: string, currentDays: number, activeToday: boolean, thisWeekCount: number, lastActiveOn: string | null };

export type SubjectPerformanceScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type SubjectPerformanceScreenQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, subjectPerformance: { __typename: 'SubjectPerformance', id: string, overall: { __typename: 'SubjectPerformanceRow', id: string, subject: string, studentAverage: number, isOverall: boolean, classComparison: { __typename: 'ClassComparison', classAverage: number | null, ratio: number | null, unavailableReason: ClassComparisonUnavailableReason | null } } | null, subjects: Array<{ __typename: 'SubjectPerformanceRow', id: string, subject: string, studentAverage: number, isOverall: boolean, classComparison: { __typename: 'ClassComparison', classAverage: number | null, ratio: number | null, unavailableReason: ClassComparisonUnavailableReason | null } }> } | null } | null };

export type AttemptQuizStartMutationVariables = Exact<{
  input: StartQuizInput;
}>;


export type AttemptQuizStartMutation = { __typename: 'Mutation', startQuiz: { __typename: 'StartQuizPayload', attempt: { __typename: 'QuizAttempt', id: string, attemptId: string | null, previewMode: boolean, quizId: string, quizTitle: string, totalExpectedQuestions: number, formatting: { __typename: 'QuizFormatting', blankWidth: number, fontSize: number, lineSpacing: number, textAlignment: TextAlignment }, questions: Array<{ __typename: 'Question', id: string, type: QuestionType, html: string, options: Array<string>, blanks: Array<string> }> } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type AttemptQuizScreen_AttemptFragment = { __typename: 'QuizAttempt', id: string, attemptId: string | null, previewMode: boolean, quizId: string, quizTitle: string, totalExpectedQuestions: number, formatting: { __typename: 'QuizFormatting', blankWidth: number, fontSize: number, lineSpacing: number, textAlignment: TextAlignment }, questions: Array<{ __typename: 'Question', id: string, type: QuestionType, html: string, options: Array<string>, blanks: Array<string> }> };

export type QuestionCard_QuestionFragment = { __typename: 'Question', id: string, type: QuestionType, html: string, options: Array<string>, blanks: Array<string> };

export type AttemptQuizFinalizeMutationVariables = Exact<{
  input: FinalizeQuizInput;
}>;


export type AttemptQuizFinalizeMutation = { __typename: 'Mutation', finalizeQuiz: { __typename: 'FinalizeQuizPayload', attemptId: string | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }>, result: { __typename: 'QuizResult', id: string, quizTitle: string, totalQuestions: number, correctAnswers: number, incorrectAnswers: number, marksObtained: number, percentage: number, gradeLetter: string, questions: Array<{ __typename: 'ResultQuestion', id: string, position: number, text: string, studentAnswer: string | null, correctAnswer: string | null, isCorrect: boolean }> } | null } };

export type AttemptQuizFinalize_ViewerFragment = { __typename: 'Viewer', id: string, quizResult: { __typename: 'QuizResult', id: string } | null };

export type AttemptQuizSaveAnswerMutationVariables = Exact<{
  input: SaveAnswerInput;
}>;


export type AttemptQuizSaveAnswerMutation = { __typename: 'Mutation', saveAnswer: { __typename: 'SaveAnswerPayload', questionId: string, status: SaveAnswerStatus, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type QuizHistoryScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizHistoryScreenQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, quizHistory: { __typename: 'QuizHistory', id: string, entries: Array<{ __typename: 'QuizHistoryEntry', id: string, quizTitle: string, subject: string | null, chapter: string | null, grade: string | null, marksObtained: number | null, marksPerQuestion: number | null, totalQuestions: number | null, percentage: number | null, gradeLetter: string | null, attemptedAt: string | null }> } | null } | null };

export type QuizResultScreenQueryVariables = Exact<{
  attemptId: string | number;
}>;


export type QuizResultScreenQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, quizResult: { __typename: 'QuizResult', id: string, quizTitle: string, totalQuestions: number, correctAnswers: number, incorrectAnswers: number, marksObtained: number, percentage: number, gradeLetter: string, questions: Array<{ __typename: 'ResultQuestion', id: string, position: number, text: string, studentAnswer: string | null, correctAnswer: string | null, isCorrect: boolean }> } | null } | null };

export type ResultQuestionRow_QuestionFragment = { __typename: 'ResultQuestion', id: string, position: number, text: string, studentAnswer: string | null, correctAnswer: string | null, isCorrect: boolean };

export type RenewSubscriptionScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type RenewSubscriptionScreenQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, user: { __typename: 'User', id: string, subscription: { __typename: 'SubscriptionInfo', id: string, plan: SubscriptionPlan | null, status: AccountStatus | null, expiresOn: string | null } | null } | null } | null };

export type RenewSubscriptionMutationVariables = Exact<{
  input: RenewSubscriptionInput;
}>;


export type RenewSubscriptionMutation = { __typename: 'Mutation', renewSubscription: { __typename: 'RenewSubscriptionPayload', submitted: boolean, signedOut: boolean, message: string | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type SubscriptionSummary_InfoFragment = { __typename: 'SubscriptionInfo', id: string, plan: SubscriptionPlan | null, status: AccountStatus | null, expiresOn: string | null };

export type ClassAverageChart_AverageFragment = { __typename: 'ClassSubjectAverage', id: string, grade: string, subject: string, averagePercentage: number, studentCount: number };

export type TeacherClassOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type TeacherClassOverviewQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, classOverview: { __typename: 'ClassOverview', id: string, composedAt: string, missing: Array<{ __typename: 'MissingStudentHistory', id: string, username: string, fullName: string | null }>, subjectAverages: Array<{ __typename: 'ClassSubjectAverage', id: string, grade: string, subject: string, averagePercentage: number, studentCount: number }>, students: Array<{ __typename: 'StudentOverview', needsHelp: boolean, inactive: boolean, id: string, username: string, fullName: string | null, grade: string | null, quizzesLast7Days: number, averagePercentage: number | null, recentAveragePercentage: number | null, lastActiveOn: string | null, weakestSubject: string | null }> } | null } | null };

export type ClassStudentsTable_StudentFragment = { __typename: 'StudentOverview', id: string, username: string, fullName: string | null, grade: string | null, quizzesLast7Days: number, averagePercentage: number | null, recentAveragePercentage: number | null, lastActiveOn: string | null, weakestSubject: string | null };

export type TeacherStudentHistoryScreenQueryVariables = Exact<{
  username: string;
}>;


export type TeacherStudentHistoryScreenQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, studentQuizHistory: { __typename: 'QuizHistory', id: string, fullName: string | null, entries: Array<{ __typename: 'QuizHistoryEntry', id: string, quizTitle: string, subject: string | null, chapter: string | null, grade: string | null, marksObtained: number | null, marksPerQuestion: number | null, totalQuestions: number | null, percentage: number | null, gradeLetter: string | null, attemptedAt: string | null }> } | null } | null };

export type StudentsTable_StudentFragment = { __typename: 'Student', id: string, fullName: string | null, username: string, email: string | null, grade: string | null, gender: Gender | null, schoolName: string | null, city: string | null, province: Province | null };

export type TeacherAssessmentScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type TeacherAssessmentScreenQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, students: Array<{ __typename: 'Student', id: string, fullName: string | null, username: string, email: string | null, grade: string | null, gender: Gender | null, schoolName: string | null, city: string | null, province: Province | null }> | null } | null };

export type FamilyLinkReminder_ReminderFragment = { __typename: 'FamilyLinkReminder', id: string, reason: FamilyLinkReminderReason, since: string, links: Array<{ __typename: 'FamilyLink', id: string }> };

export type QuizHistoryEntryFieldsFragment = { __typename: 'QuizHistoryEntry', id: string, quizTitle: string, subject: string | null, chapter: string | null, grade: string | null, marksObtained: number | null, marksPerQuestion: number | null, totalQuestions: number | null, percentage: number | null, gradeLetter: string | null, attemptedAt: string | null };

export type QuizProgressMarkFragment = { __typename: 'QuizProgress', id: string, attempted: boolean, bestPercentage: number | null, countedSince: string | null };

export type SessionUserFragment = { __typename: 'User', id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null };

export type SessionViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionViewerQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, user: { __typename: 'User', id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null } | null, familyLinkReminder: { __typename: 'FamilyLinkReminder', id: string, reason: FamilyLinkReminderReason, since: string, links: Array<{ __typename: 'FamilyLink', id: string }> } | null } | null };

export type SessionLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SessionLoginMutation = { __typename: 'Mutation', login: { __typename: 'LoginPayload', errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }>, session: { __typename: 'Session', accountStatus: AccountStatus | null, role: Role, user: { __typename: 'User', id: string, username: string, fullName: string | null, role: Role, accountStatus: AccountStatus | null }, viewer: { __typename: 'Viewer', id: string, familyLinkReminder: { __typename: 'FamilyLinkReminder', id: string, reason: FamilyLinkReminderReason, since: string, links: Array<{ __typename: 'FamilyLink', id: string }> } | null } } | null } };

export type SessionLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionLogoutMutation = { __typename: 'Mutation', logout: { __typename: 'LogoutPayload', success: boolean } };

export const EditProfileForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"schoolingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"homeLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}}]}}]} as unknown as DocumentNode<EditProfileForm_UserFragment, unknown>;
export const PasswordRules_PolicyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordRules_policy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"forbidsUsername"}},{"kind":"Field","name":{"kind":"Name","value":"commonPasswords"}}]}}]} as unknown as DocumentNode<PasswordRules_PolicyFragment, unknown>;
export const CatalogueGradeSection_GradeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueGradeSection_grade"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueGrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueGradeSection_GradeFragment, unknown>;
export const QuizProgressMarkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizProgressMark"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attempted"}},{"kind":"Field","name":{"kind":"Name","value":"bestPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"countedSince"}}]}}]} as unknown as DocumentNode<QuizProgressMarkFragment, unknown>;
export const QuizDoneMark_QuizFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizDoneMark_quiz"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizProgressMark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizProgressMark"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attempted"}},{"kind":"Field","name":{"kind":"Name","value":"bestPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"countedSince"}}]}}]} as unknown as DocumentNode<QuizDoneMark_QuizFragment, unknown>;
export const FamilyLinkCard_LinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkCard_link"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<FamilyLinkCard_LinkFragment, unknown>;
export const HonourBoardSection_BoardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HonourBoardSection_board"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HonourBoard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"topStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"quizzesAttempted"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarks"}}]}}]}}]}}]} as unknown as DocumentNode<HonourBoardSection_BoardFragment, unknown>;
export const NextUpStrip_QuizFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextUpStrip_quiz"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextUpQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bestPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"countedSince"}},{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}}]}}]}}]} as unknown as DocumentNode<NextUpStrip_QuizFragment, unknown>;
export const PerformanceTable_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerformanceTable_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubjectPerformanceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"studentAverage"}},{"kind":"Field","name":{"kind":"Name","value":"classComparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"classAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isOverall"}}]}}]} as unknown as DocumentNode<PerformanceTable_RowFragment, unknown>;
export const StreakCard_StreakFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakCard_streak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningStreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentDays"}},{"kind":"Field","name":{"kind":"Name","value":"activeToday"}},{"kind":"Field","name":{"kind":"Name","value":"thisWeekCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveOn"}}]}}]} as unknown as DocumentNode<StreakCard_StreakFragment, unknown>;
export const QuestionCard_QuestionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}}]}}]} as unknown as DocumentNode<QuestionCard_QuestionFragment, unknown>;
export const AttemptQuizScreen_AttemptFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptQuizScreen_attempt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"previewMode"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalExpectedQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"formatting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blankWidth"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"lineSpacing"}},{"kind":"Field","name":{"kind":"Name","value":"textAlignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_question"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}}]}}]} as unknown as DocumentNode<AttemptQuizScreen_AttemptFragment, unknown>;
export const AttemptQuizFinalize_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptQuizFinalize_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AttemptQuizFinalize_ViewerFragment, unknown>;
export const ResultQuestionRow_QuestionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultQuestionRow_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"studentAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}}]}}]} as unknown as DocumentNode<ResultQuestionRow_QuestionFragment, unknown>;
export const SubscriptionSummary_InfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionSummary_info"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]} as unknown as DocumentNode<SubscriptionSummary_InfoFragment, unknown>;
export const ClassAverageChart_AverageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassAverageChart_average"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassSubjectAverage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}}]}}]} as unknown as DocumentNode<ClassAverageChart_AverageFragment, unknown>;
export const ClassStudentsTable_StudentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassStudentsTable_student"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentOverview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"quizzesLast7Days"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"recentAveragePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveOn"}},{"kind":"Field","name":{"kind":"Name","value":"weakestSubject"}}]}}]} as unknown as DocumentNode<ClassStudentsTable_StudentFragment, unknown>;
export const StudentsTable_StudentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentsTable_student"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<StudentsTable_StudentFragment, unknown>;
export const FamilyLinkReminder_ReminderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLinkReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FamilyLinkReminder_ReminderFragment, unknown>;
export const QuizHistoryEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizHistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"marksPerQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]} as unknown as DocumentNode<QuizHistoryEntryFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const AppShellDocument = {"__meta__":{"hash":"514a14467340c4bacaf60f9b6e511700a9f8c84dd551e83bc96f86ae4f7a02d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppShell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLinkReminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLinkReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AppShellQuery, AppShellQueryVariables>;
export const EditProfileScreenDocument = {"__meta__":{"hash":"a1c66d5007adc033190b489e1dbb6795223ad35dda0702e390e8c739e0743da4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditProfileScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditProfileForm_user"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passwordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasswordRules_policy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"schoolingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"homeLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordRules_policy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"forbidsUsername"}},{"kind":"Field","name":{"kind":"Name","value":"commonPasswords"}}]}}]} as unknown as DocumentNode<EditProfileScreenQuery, EditProfileScreenQueryVariables>;
export const UpdateProfileDocument = {"__meta__":{"hash":"c054ec60a120755e53e4ce5f2f4a8a61f69de3f9b1e1652ff846fbf6480f7141"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"gradeChangesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditProfileForm_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"schoolingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"homeLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"166a990bb9a37f4ac51b80ebae6dd7a2967a6f9d0d1304e9e4de3cdddc87acb3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignupScreenDocument = {"__meta__":{"hash":"1fada18439257714499532fd3757bee8e33682a4c4cb4cb53a8abe18b4665ba1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignupScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passwordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasswordRules_policy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasswordRules_policy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"forbidsUsername"}},{"kind":"Field","name":{"kind":"Name","value":"commonPasswords"}}]}}]} as unknown as DocumentNode<SignupScreenQuery, SignupScreenQueryVariables>;
export const RegisterAccountDocument = {"__meta__":{"hash":"3dda6c4577d51832a8dc4d758cfc231d1ca8974e7fb1438ba5d07be832f996e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registerAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterAccountMutation, RegisterAccountMutationVariables>;
export const SignOutEverywhereDocument = {"__meta__":{"hash":"c914ca6be30fb16a23426397a66f66f99dad1c88f97609bbf91b752547d8d4ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"everywhere"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const HomeScreenDocument = {"__meta__":{"hash":"f75630c13b3d25891d6a1dc5e54b5669ace83ac8885ac681495e748c252818f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueGradeSection_grade"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueGradeSection_grade"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueGrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HomeScreenQuery, HomeScreenQueryVariables>;
export const FamilyLinksScreenDocument = {"__meta__":{"hash":"36a7ae11b1e564dfbc019e40c97de28432b89bd88dd42926210fc05860a75c3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FamilyLinksScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FamilyLinkCard_link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLinkReminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkCard_link"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLinkReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FamilyLinksScreenQuery, FamilyLinksScreenQueryVariables>;
export const CreateFamilyLinkDocument = {"__meta__":{"hash":"e61bb75b902ab7fc85b409b9548c5fe78d1dff6dc8afe149fadd91af7ceff415"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFamilyLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFamilyLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createFamilyLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FamilyLinkCard_link"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkCard_link"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<CreateFamilyLinkMutation, CreateFamilyLinkMutationVariables>;
export const DismissFamilyLinkReminderDocument = {"__meta__":{"hash":"3f1faa65ca1246e3d7e6d97f1bc91ba6e66cc8001949adc9d74780bcff97b6f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissFamilyLinkReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DismissFamilyLinkReminderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dismissFamilyLinkReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dismissed"}}]}}]}}]} as unknown as DocumentNode<DismissFamilyLinkReminderMutation, DismissFamilyLinkReminderMutationVariables>;
export const RenewFamilyLinkDocument = {"__meta__":{"hash":"5840ba9c5a846af0e48bb8e028b64b8b857f17b3c3b830067fe10a87ce589fbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewFamilyLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewFamilyLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"renewFamilyLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FamilyLinkCard_link"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkCard_link"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<RenewFamilyLinkMutation, RenewFamilyLinkMutationVariables>;
export const RevokeFamilyLinkDocument = {"__meta__":{"hash":"ef89d3fb89e1248435a69d7c9897a604fd1f273129054c7af076b360fef4c43c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeFamilyLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeFamilyLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeFamilyLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokedId"}},{"kind":"Field","name":{"kind":"Name","value":"familyLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FamilyLinkCard_link"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkCard_link"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<RevokeFamilyLinkMutation, RevokeFamilyLinkMutationVariables>;
export const HonourBoardScreenDocument = {"__meta__":{"hash":"86ce07fe7532925ebaa92db0b7865daae17af4db6513aba46447d9e64c59d9e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HonourBoardScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","alias":{"kind":"Name","value":"shiningStars"},"name":{"kind":"Name","value":"honourBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"SHINING_STARS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HonourBoardSection_board"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"nationalHeroes"},"name":{"kind":"Name","value":"honourBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"NATIONAL_HEROES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HonourBoardSection_board"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HonourBoardSection_board"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HonourBoard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"topStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"quizzesAttempted"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarks"}}]}}]}}]}}]} as unknown as DocumentNode<HonourBoardScreenQuery, HonourBoardScreenQueryVariables>;
export const SetMyGradeDocument = {"__meta__":{"hash":"fc3caa317921edce78d4f7b63ae4d794b211357af193a51987ea500611811b50"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyGrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMyGradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setMyGrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"gradeSource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"nextUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextUpStrip_quiz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gradeQuizzes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizProgressMark"}},{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextUpStrip_quiz"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextUpQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bestPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"countedSince"}},{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizProgressMark"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attempted"}},{"kind":"Field","name":{"kind":"Name","value":"bestPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"countedSince"}}]}}]} as unknown as DocumentNode<SetMyGradeMutation, SetMyGradeMutationVariables>;
export const HomeProgressDocument = {"__meta__":{"hash":"07f69a1fcc594b1dfdd694996dd8bf4c6a83932c45c0fb1aa4ebb63ef1321e3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"nextUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextUpStrip_quiz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakCard_streak"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attemptedQuizzes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizProgressMark"}},{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gradeQuizzes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizProgressMark"}},{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"grades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextUpStrip_quiz"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextUpQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bestPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"countedSince"}},{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakCard_streak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningStreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentDays"}},{"kind":"Field","name":{"kind":"Name","value":"activeToday"}},{"kind":"Field","name":{"kind":"Name","value":"thisWeekCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizProgressMark"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attempted"}},{"kind":"Field","name":{"kind":"Name","value":"bestPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"countedSince"}}]}}]} as unknown as DocumentNode<HomeProgressQuery, HomeProgressQueryVariables>;
export const SubjectPerformanceScreenDocument = {"__meta__":{"hash":"bee5b4f91249926a0056dbb03743d9b24b85895e98672dd7aa45e8725046dfef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubjectPerformanceScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subjectPerformance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerformanceTable_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerformanceTable_row"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerformanceTable_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubjectPerformanceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"studentAverage"}},{"kind":"Field","name":{"kind":"Name","value":"classComparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"classAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isOverall"}}]}}]} as unknown as DocumentNode<SubjectPerformanceScreenQuery, SubjectPerformanceScreenQueryVariables>;
export const AttemptQuizStartDocument = {"__meta__":{"hash":"537844430cdf8479c54b519d6d9e4d1598c13d0c3962bc712ad54d18307e336b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttemptQuizStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartQuizInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptQuizScreen_attempt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptQuizScreen_attempt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"previewMode"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalExpectedQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"formatting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blankWidth"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"lineSpacing"}},{"kind":"Field","name":{"kind":"Name","value":"textAlignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_question"}}]}}]}}]} as unknown as DocumentNode<AttemptQuizStartMutation, AttemptQuizStartMutationVariables>;
export const AttemptQuizFinalizeDocument = {"__meta__":{"hash":"3316d374871bebcdf4c1e728e44fb96a8f2d56e80b746b26066b8f4b26a78720"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttemptQuizFinalize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinalizeQuizInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"finalizeQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"studentAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttemptQuizFinalizeMutation, AttemptQuizFinalizeMutationVariables>;
export const AttemptQuizSaveAnswerDocument = {"__meta__":{"hash":"6c1e7aed35b6816639ebd8e1b51d1321a10978bed7f487dc189711c8765f9e86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttemptQuizSaveAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AttemptQuizSaveAnswerMutation, AttemptQuizSaveAnswerMutationVariables>;
export const QuizHistoryScreenDocument = {"__meta__":{"hash":"7581868980f6b90b1c4653468895542b7a535351cdcf71fda5c8dbe86ee51b56"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizHistoryScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizHistoryEntryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizHistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"marksPerQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]} as unknown as DocumentNode<QuizHistoryScreenQuery, QuizHistoryScreenQueryVariables>;
export const QuizResultScreenDocument = {"__meta__":{"hash":"f77a99ef5ef5e08d980891d7bd6a881bf2211a513900504a2b93c40f4ddabc2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizResultScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultQuestionRow_question"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultQuestionRow_question"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"studentAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}}]}}]} as unknown as DocumentNode<QuizResultScreenQuery, QuizResultScreenQueryVariables>;
export const RenewSubscriptionScreenDocument = {"__meta__":{"hash":"4f9fff1bc4ddd0c205cc081a10bb7c99c0630d5c8ca5b1fb4175b6b71e5e0693"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenewSubscriptionScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionSummary_info"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionSummary_info"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]} as unknown as DocumentNode<RenewSubscriptionScreenQuery, RenewSubscriptionScreenQueryVariables>;
export const RenewSubscriptionDocument = {"__meta__":{"hash":"266a5917d4284ed9ae76259f84bf28e31a4e69a0aed572af75aa5a3121fbb48b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"renewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenewSubscriptionMutation, RenewSubscriptionMutationVariables>;
export const TeacherClassOverviewDocument = {"__meta__":{"hash":"6fbd80925e8bac6a5642a4aad874199281eff8899a8f2138f48756d61464632e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeacherClassOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"classOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"composedAt"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjectAverages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassAverageChart_average"}}]}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassStudentsTable_student"}},{"kind":"Field","name":{"kind":"Name","value":"needsHelp"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassAverageChart_average"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassSubjectAverage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"studentCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassStudentsTable_student"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudentOverview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"quizzesLast7Days"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"recentAveragePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveOn"}},{"kind":"Field","name":{"kind":"Name","value":"weakestSubject"}}]}}]} as unknown as DocumentNode<TeacherClassOverviewQuery, TeacherClassOverviewQueryVariables>;
export const TeacherStudentHistoryScreenDocument = {"__meta__":{"hash":"fe417c168fe9ecca4da3a863833222146642094e636c479a03ea76e88f59736e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeacherStudentHistoryScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentQuizHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizHistoryEntryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizHistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"marksObtained"}},{"kind":"Field","name":{"kind":"Name","value":"marksPerQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"gradeLetter"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]} as unknown as DocumentNode<TeacherStudentHistoryScreenQuery, TeacherStudentHistoryScreenQueryVariables>;
export const TeacherAssessmentScreenDocument = {"__meta__":{"hash":"f63ab9136cac5447a7b0bae069bdac09ec6987e8fed0016a2ddfbc63197dba51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeacherAssessmentScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentsTable_student"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentsTable_student"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]} as unknown as DocumentNode<TeacherAssessmentScreenQuery, TeacherAssessmentScreenQueryVariables>;
export const SessionViewerDocument = {"__meta__":{"hash":"e3c974a4015af65b691dc6709322d89a112ee035462fd2826157fc52f30af100"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLinkReminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLinkReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionViewerQuery, SessionViewerQueryVariables>;
export const SessionLoginDocument = {"__meta__":{"hash":"ab9d3e163420cd41236de599c63820f248a8e626115d12966fd5305ee2ea8c89"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"familyLinkReminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyLinkReminder_reminder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyLinkReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionLoginMutation, SessionLoginMutationVariables>;
export const SessionLogoutDocument = {"__meta__":{"hash":"a6013a5b689b0aa9ac11d2bb82b935472a515eeedfa70e27224df5d22c539ef9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SessionLogoutMutation, SessionLogoutMutationVariables>;