/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AppShell {\n  viewer {\n    id\n    user {\n      ...SessionUser\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}": typeof types.AppShellDocument,
    "fragment EditProfileForm_user on User {\n  id\n  username\n  role\n  fullName\n  email\n  schoolName\n  city\n  schoolingStatus\n  province\n  grade\n  homeLanguage\n  profilePictureUrl\n}\n\nquery EditProfileScreen {\n  viewer {\n    id\n    user {\n      ...EditProfileForm_user\n    }\n  }\n  grades {\n    id\n    label\n  }\n  passwordPolicy {\n    ...PasswordRules_policy\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    success\n    gradeChangesLeft\n    errors {\n      code\n      field\n      message\n    }\n    user {\n      ...EditProfileForm_user\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    success\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.EditProfileForm_UserFragmentDoc,
    "fragment PasswordRules_policy on PasswordPolicy {\n  id\n  minLength\n  forbidsUsername\n  commonPasswords\n}": typeof types.PasswordRules_PolicyFragmentDoc,
    "query SignupScreen {\n  grades {\n    id\n    label\n  }\n  passwordPolicy {\n    ...PasswordRules_policy\n  }\n}\n\nmutation RegisterAccount($input: RegisterAccountInput!) {\n  registerAccount(input: $input) {\n    created\n    message\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.SignupScreenDocument,
    "mutation SignOutEverywhere {\n  logout(input: {everywhere: true}) {\n    success\n  }\n}": typeof types.SignOutEverywhereDocument,
    "fragment CatalogueGradeSection_grade on CatalogueGrade {\n  id\n  name\n  subjects {\n    id\n    name\n    chapters {\n      id\n      name\n      quizzes {\n        id\n        number\n        title\n      }\n    }\n  }\n}": typeof types.CatalogueGradeSection_GradeFragmentDoc,
    "query HomeScreen {\n  catalogue {\n    ...CatalogueGradeSection_grade\n  }\n}": typeof types.HomeScreenDocument,
    "fragment QuizDoneMark_quiz on QuizSummary {\n  id\n  myProgress {\n    ...QuizProgressMark\n  }\n}": typeof types.QuizDoneMark_QuizFragmentDoc,
    "fragment FamilyLinkCard_link on FamilyLink {\n  id\n  createdAt\n  expiresAt\n  lastOpenedAt\n  language\n}": typeof types.FamilyLinkCard_LinkFragmentDoc,
    "query FamilyLinksScreen {\n  viewer {\n    id\n    user {\n      id\n      role\n    }\n    familyLinks {\n      ...FamilyLinkCard_link\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}": typeof types.FamilyLinksScreenDocument,
    "mutation CreateFamilyLink($input: CreateFamilyLinkInput!) {\n  createFamilyLink(input: $input) {\n    errors {\n      code\n      field\n    }\n    familyLink {\n      ...FamilyLinkCard_link\n      url\n    }\n  }\n}": typeof types.CreateFamilyLinkDocument,
    "mutation DismissFamilyLinkReminder($input: DismissFamilyLinkReminderInput!) {\n  dismissFamilyLinkReminder(input: $input) {\n    dismissed\n  }\n}": typeof types.DismissFamilyLinkReminderDocument,
    "mutation RenewFamilyLink($input: RenewFamilyLinkInput!) {\n  renewFamilyLink(input: $input) {\n    errors {\n      code\n      field\n    }\n    familyLink {\n      ...FamilyLinkCard_link\n    }\n  }\n}": typeof types.RenewFamilyLinkDocument,
    "mutation RevokeFamilyLink($input: RevokeFamilyLinkInput!) {\n  revokeFamilyLink(input: $input) {\n    revokedId\n    familyLinks {\n      ...FamilyLinkCard_link\n    }\n  }\n}": typeof types.RevokeFamilyLinkDocument,
    "query HonourBoardScreen {\n  shiningStars: honourBoard(kind: SHINING_STARS) {\n    ...HonourBoardSection_board\n  }\n  nationalHeroes: honourBoard(kind: NATIONAL_HEROES) {\n    ...HonourBoardSection_board\n  }\n}": typeof types.HonourBoardScreenDocument,
    "fragment HonourBoardSection_board on HonourBoard {\n  id\n  kind\n  periodDays\n  grades {\n    id\n    grade\n    topStudents {\n      id\n      rank\n      fullName\n      username\n      school\n      city\n      province\n      quizzesAttempted\n      averageScore\n      totalMarks\n    }\n  }\n}": typeof types.HonourBoardSection_BoardFragmentDoc,
    "mutation SetMyGrade($input: SetMyGradeInput!) {\n  setMyGrade(input: $input) {\n    errors {\n      code\n      field\n      message\n    }\n    user {\n      id\n      grade\n      gradeSource\n    }\n    viewer {\n      id\n      progress {\n        id\n        grade\n        nextUp {\n          ...NextUpStrip_quiz\n        }\n        gradeQuizzes {\n          ...QuizProgressMark\n          quiz {\n            id\n            number\n            title\n            subject\n            chapter\n          }\n        }\n      }\n    }\n  }\n}": typeof types.SetMyGradeDocument,
    "query HomeProgress {\n  viewer {\n    id\n    progress {\n      id\n      grade\n      nextUp {\n        ...NextUpStrip_quiz\n      }\n      streak {\n        ...StreakCard_streak\n      }\n      attemptedQuizzes {\n        ...QuizProgressMark\n        quiz {\n          id\n        }\n      }\n      gradeQuizzes {\n        ...QuizProgressMark\n        quiz {\n          id\n          number\n          title\n          subject\n          chapter\n        }\n      }\n    }\n  }\n  grades {\n    id\n    label\n  }\n}": typeof types.HomeProgressDocument,
    "fragment NextUpStrip_quiz on NextUpQuiz {\n  id\n  reason\n  bestPercentage\n  countedSince\n  quiz {\n    id\n    title\n    subject\n    chapter\n  }\n}": typeof types.NextUpStrip_QuizFragmentDoc,
    "fragment PerformanceTable_row on SubjectPerformanceRow {\n  id\n  subject\n  studentAverage\n  classComparison {\n    classAverage\n    ratio\n    unavailableReason\n  }\n  isOverall\n}": typeof types.PerformanceTable_RowFragmentDoc,
    "fragment StreakCard_streak on LearningStreak {\n  id\n  currentDays\n  activeToday\n  thisWeekCount\n  lastActiveOn\n}": typeof types.StreakCard_StreakFragmentDoc,
    "query SubjectPerformanceScreen {\n  viewer {\n    id\n    subjectPerformance {\n      id\n      overall {\n        ...PerformanceTable_row\n      }\n      subjects {\n        ...PerformanceTable_row\n      }\n    }\n  }\n}": typeof types.SubjectPerformanceScreenDocument,
    "mutation AttemptQuizStart($input: StartQuizInput!) {\n  startQuiz(input: $input) {\n    attempt {\n      ...AttemptQuizScreen_attempt\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}\n\nfragment AttemptQuizScreen_attempt on QuizAttempt {\n  id\n  attemptId\n  previewMode\n  quizId\n  quizTitle\n  totalExpectedQuestions\n  formatting {\n    blankWidth\n    fontSize\n    lineSpacing\n    textAlignment\n  }\n  questions {\n    ...QuestionCard_question\n  }\n}": typeof types.AttemptQuizStartDocument,
    "fragment QuestionCard_question on Question {\n  id\n  type\n  html\n  options\n  blanks\n}": typeof types.QuestionCard_QuestionFragmentDoc,
    "mutation AttemptQuizFinalize($input: FinalizeQuizInput!) {\n  finalizeQuiz(input: $input) {\n    attemptId\n    errors {\n      code\n      field\n      message\n    }\n    result {\n      id\n      quizTitle\n      totalQuestions\n      correctAnswers\n      incorrectAnswers\n      marksObtained\n      percentage\n      gradeLetter\n      questions {\n        id\n        position\n        text\n        studentAnswer\n        correctAnswer\n        isCorrect\n      }\n    }\n  }\n}\n\nfragment AttemptQuizFinalize_viewer on Viewer {\n  id\n  quizResult(attemptId: $attemptId) {\n    id\n  }\n}": typeof types.AttemptQuizFinalizeDocument,
    "mutation AttemptQuizSaveAnswer($input: SaveAnswerInput!) {\n  saveAnswer(input: $input) {\n    questionId\n    status\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.AttemptQuizSaveAnswerDocument,
    "query QuizHistoryScreen {\n  viewer {\n    id\n    quizHistory {\n      id\n      entries {\n        ...QuizHistoryEntryFields\n      }\n    }\n  }\n}": typeof types.QuizHistoryScreenDocument,
    "query QuizResultScreen($attemptId: ID!) {\n  viewer {\n    id\n    quizResult(attemptId: $attemptId) {\n      id\n      quizTitle\n      totalQuestions\n      correctAnswers\n      incorrectAnswers\n      marksObtained\n      percentage\n      gradeLetter\n      questions {\n        ...ResultQuestionRow_question\n      }\n    }\n  }\n}": typeof types.QuizResultScreenDocument,
    "fragment ResultQuestionRow_question on ResultQuestion {\n  id\n  position\n  text\n  studentAnswer\n  correctAnswer\n  isCorrect\n}": typeof types.ResultQuestionRow_QuestionFragmentDoc,
    "query RenewSubscriptionScreen {\n  viewer {\n    id\n    user {\n      id\n      subscription {\n        ...SubscriptionSummary_info\n      }\n    }\n  }\n}\n\nmutation RenewSubscription($input: RenewSubscriptionInput!) {\n  renewSubscription(input: $input) {\n    submitted\n    signedOut\n    message\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": typeof types.RenewSubscriptionScreenDocument,
    "fragment SubscriptionSummary_info on SubscriptionInfo {\n  id\n  plan\n  status\n  expiresOn\n}": typeof types.SubscriptionSummary_InfoFragmentDoc,
    "fragment ClassAverageChart_average on ClassSubjectAverage {\n  id\n  grade\n  subject\n  averagePercentage\n  studentCount\n}": typeof types.ClassAverageChart_AverageFragmentDoc,
    "query TeacherClassOverview {\n  viewer {\n    id\n    classOverview {\n      id\n      composedAt\n      missing {\n        id\n        username\n        fullName\n      }\n      subjectAverages {\n        ...ClassAverageChart_average\n      }\n      students {\n        ...ClassStudentsTable_student\n        needsHelp\n        inactive\n      }\n    }\n  }\n}": typeof types.TeacherClassOverviewDocument,
    "fragment ClassStudentsTable_student on StudentOverview {\n  id\n  username\n  fullName\n  grade\n  quizzesLast7Days\n  averagePercentage\n  recentAveragePercentage\n  lastActiveOn\n  weakestSubject\n}": typeof types.ClassStudentsTable_StudentFragmentDoc,
    "query TeacherStudentHistoryScreen($username: String!) {\n  viewer {\n    id\n    studentQuizHistory(username: $username) {\n      id\n      fullName\n      entries {\n        ...QuizHistoryEntryFields\n      }\n    }\n  }\n}": typeof types.TeacherStudentHistoryScreenDocument,
    "fragment StudentsTable_student on Student {\n  id\n  fullName\n  username\n  email\n  grade\n  gender\n  schoolName\n  city\n  province\n}": typeof types.StudentsTable_StudentFragmentDoc,
    "query TeacherAssessmentScreen {\n  viewer {\n    id\n    students {\n      ...StudentsTable_student\n    }\n  }\n}": typeof types.TeacherAssessmentScreenDocument,
    "fragment FamilyLinkReminder_reminder on FamilyLinkReminder {\n  id\n  reason\n  since\n  links {\n    id\n  }\n}": typeof types.FamilyLinkReminder_ReminderFragmentDoc,
    "fragment QuizHistoryEntryFields on QuizHistoryEntry {\n  id\n  quizTitle\n  subject\n  chapter\n  grade\n  marksObtained\n  marksPerQuestion\n  totalQuestions\n  percentage\n  gradeLetter\n  attemptedAt\n}": typeof types.QuizHistoryEntryFieldsFragmentDoc,
    "fragment QuizProgressMark on QuizProgress {\n  id\n  attempted\n  bestPercentage\n  countedSince\n}": typeof types.QuizProgressMarkFragmentDoc,
    "fragment SessionUser on User {\n  id\n  username\n  fullName\n  role\n  accountStatus\n}": typeof types.SessionUserFragmentDoc,
    "query SessionViewer {\n  viewer {\n    id\n    user {\n      ...SessionUser\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}\n\nmutation SessionLogin($input: LoginInput!) {\n  login(input: $input) {\n    errors {\n      code\n      field\n      message\n    }\n    session {\n      accountStatus\n      role\n      user {\n        ...SessionUser\n      }\n      viewer {\n        id\n        familyLinkReminder {\n          ...FamilyLinkReminder_reminder\n        }\n      }\n    }\n  }\n}\n\nmutation SessionLogout {\n  logout {\n    success\n  }\n}": typeof types.SessionViewerDocument,
};
const documents: Documents = {
    "query AppShell {\n  viewer {\n    id\n    user {\n      ...SessionUser\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}": types.AppShellDocument,
    "fragment EditProfileForm_user on User {\n  id\n  username\n  role\n  fullName\n  email\n  schoolName\n  city\n  schoolingStatus\n  province\n  grade\n  homeLanguage\n  profilePictureUrl\n}\n\nquery EditProfileScreen {\n  viewer {\n    id\n    user {\n      ...EditProfileForm_user\n    }\n  }\n  grades {\n    id\n    label\n  }\n  passwordPolicy {\n    ...PasswordRules_policy\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    success\n    gradeChangesLeft\n    errors {\n      code\n      field\n      message\n    }\n    user {\n      ...EditProfileForm_user\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    success\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.EditProfileForm_UserFragmentDoc,
    "fragment PasswordRules_policy on PasswordPolicy {\n  id\n  minLength\n  forbidsUsername\n  commonPasswords\n}": types.PasswordRules_PolicyFragmentDoc,
    "query SignupScreen {\n  grades {\n    id\n    label\n  }\n  passwordPolicy {\n    ...PasswordRules_policy\n  }\n}\n\nmutation RegisterAccount($input: RegisterAccountInput!) {\n  registerAccount(input: $input) {\n    created\n    message\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.SignupScreenDocument,
    "mutation SignOutEverywhere {\n  logout(input: {everywhere: true}) {\n    success\n  }\n}": types.SignOutEverywhereDocument,
    "fragment CatalogueGradeSection_grade on CatalogueGrade {\n  id\n  name\n  subjects {\n    id\n    name\n    chapters {\n      id\n      name\n      quizzes {\n        id\n        number\n        title\n      }\n    }\n  }\n}": types.CatalogueGradeSection_GradeFragmentDoc,
    "query HomeScreen {\n  catalogue {\n    ...CatalogueGradeSection_grade\n  }\n}": types.HomeScreenDocument,
    "fragment QuizDoneMark_quiz on QuizSummary {\n  id\n  myProgress {\n    ...QuizProgressMark\n  }\n}": types.QuizDoneMark_QuizFragmentDoc,
    "fragment FamilyLinkCard_link on FamilyLink {\n  id\n  createdAt\n  expiresAt\n  lastOpenedAt\n  language\n}": types.FamilyLinkCard_LinkFragmentDoc,
    "query FamilyLinksScreen {\n  viewer {\n    id\n    user {\n      id\n      role\n    }\n    familyLinks {\n      ...FamilyLinkCard_link\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}": types.FamilyLinksScreenDocument,
    "mutation CreateFamilyLink($input: CreateFamilyLinkInput!) {\n  createFamilyLink(input: $input) {\n    errors {\n      code\n      field\n    }\n    familyLink {\n      ...FamilyLinkCard_link\n      url\n    }\n  }\n}": types.CreateFamilyLinkDocument,
    "mutation DismissFamilyLinkReminder($input: DismissFamilyLinkReminderInput!) {\n  dismissFamilyLinkReminder(input: $input) {\n    dismissed\n  }\n}": types.DismissFamilyLinkReminderDocument,
    "mutation RenewFamilyLink($input: RenewFamilyLinkInput!) {\n  renewFamilyLink(input: $input) {\n    errors {\n      code\n      field\n    }\n    familyLink {\n      ...FamilyLinkCard_link\n    }\n  }\n}": types.RenewFamilyLinkDocument,
    "mutation RevokeFamilyLink($input: RevokeFamilyLinkInput!) {\n  revokeFamilyLink(input: $input) {\n    revokedId\n    familyLinks {\n      ...FamilyLinkCard_link\n    }\n  }\n}": types.RevokeFamilyLinkDocument,
    "query HonourBoardScreen {\n  shiningStars: honourBoard(kind: SHINING_STARS) {\n    ...HonourBoardSection_board\n  }\n  nationalHeroes: honourBoard(kind: NATIONAL_HEROES) {\n    ...HonourBoardSection_board\n  }\n}": types.HonourBoardScreenDocument,
    "fragment HonourBoardSection_board on HonourBoard {\n  id\n  kind\n  periodDays\n  grades {\n    id\n    grade\n    topStudents {\n      id\n      rank\n      fullName\n      username\n      school\n      city\n      province\n      quizzesAttempted\n      averageScore\n      totalMarks\n    }\n  }\n}": types.HonourBoardSection_BoardFragmentDoc,
    "mutation SetMyGrade($input: SetMyGradeInput!) {\n  setMyGrade(input: $input) {\n    errors {\n      code\n      field\n      message\n    }\n    user {\n      id\n      grade\n      gradeSource\n    }\n    viewer {\n      id\n      progress {\n        id\n        grade\n        nextUp {\n          ...NextUpStrip_quiz\n        }\n        gradeQuizzes {\n          ...QuizProgressMark\n          quiz {\n            id\n            number\n            title\n            subject\n            chapter\n          }\n        }\n      }\n    }\n  }\n}": types.SetMyGradeDocument,
    "query HomeProgress {\n  viewer {\n    id\n    progress {\n      id\n      grade\n      nextUp {\n        ...NextUpStrip_quiz\n      }\n      streak {\n        ...StreakCard_streak\n      }\n      attemptedQuizzes {\n        ...QuizProgressMark\n        quiz {\n          id\n        }\n      }\n      gradeQuizzes {\n        ...QuizProgressMark\n        quiz {\n          id\n          number\n          title\n          subject\n          chapter\n        }\n      }\n    }\n  }\n  grades {\n    id\n    label\n  }\n}": types.HomeProgressDocument,
    "fragment NextUpStrip_quiz on NextUpQuiz {\n  id\n  reason\n  bestPercentage\n  countedSince\n  quiz {\n    id\n    title\n    subject\n    chapter\n  }\n}": types.NextUpStrip_QuizFragmentDoc,
    "fragment PerformanceTable_row on SubjectPerformanceRow {\n  id\n  subject\n  studentAverage\n  classComparison {\n    classAverage\n    ratio\n    unavailableReason\n  }\n  isOverall\n}": types.PerformanceTable_RowFragmentDoc,
    "fragment StreakCard_streak on LearningStreak {\n  id\n  currentDays\n  activeToday\n  thisWeekCount\n  lastActiveOn\n}": types.StreakCard_StreakFragmentDoc,
    "query SubjectPerformanceScreen {\n  viewer {\n    id\n    subjectPerformance {\n      id\n      overall {\n        ...PerformanceTable_row\n      }\n      subjects {\n        ...PerformanceTable_row\n      }\n    }\n  }\n}": types.SubjectPerformanceScreenDocument,
    "mutation AttemptQuizStart($input: StartQuizInput!) {\n  startQuiz(input: $input) {\n    attempt {\n      ...AttemptQuizScreen_attempt\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}\n\nfragment AttemptQuizScreen_attempt on QuizAttempt {\n  id\n  attemptId\n  previewMode\n  quizId\n  quizTitle\n  totalExpectedQuestions\n  formatting {\n    blankWidth\n    fontSize\n    lineSpacing\n    textAlignment\n  }\n  questions {\n    ...QuestionCard_question\n  }\n}": types.AttemptQuizStartDocument,
    "fragment QuestionCard_question on Question {\n  id\n  type\n  html\n  options\n  blanks\n}": types.QuestionCard_QuestionFragmentDoc,
    "mutation AttemptQuizFinalize($input: FinalizeQuizInput!) {\n  finalizeQuiz(input: $input) {\n    attemptId\n    errors {\n      code\n      field\n      message\n    }\n    result {\n      id\n      quizTitle\n      totalQuestions\n      correctAnswers\n      incorrectAnswers\n      marksObtained\n      percentage\n      gradeLetter\n      questions {\n        id\n        position\n        text\n        studentAnswer\n        correctAnswer\n        isCorrect\n      }\n    }\n  }\n}\n\nfragment AttemptQuizFinalize_viewer on Viewer {\n  id\n  quizResult(attemptId: $attemptId) {\n    id\n  }\n}": types.AttemptQuizFinalizeDocument,
    "mutation AttemptQuizSaveAnswer($input: SaveAnswerInput!) {\n  saveAnswer(input: $input) {\n    questionId\n    status\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.AttemptQuizSaveAnswerDocument,
    "query QuizHistoryScreen {\n  viewer {\n    id\n    quizHistory {\n      id\n      entries {\n        ...QuizHistoryEntryFields\n      }\n    }\n  }\n}": types.QuizHistoryScreenDocument,
    "query QuizResultScreen($attemptId: ID!) {\n  viewer {\n    id\n    quizResult(attemptId: $attemptId) {\n      id\n      quizTitle\n      totalQuestions\n      correctAnswers\n      incorrectAnswers\n      marksObtained\n      percentage\n      gradeLetter\n      questions {\n        ...ResultQuestionRow_question\n      }\n    }\n  }\n}": types.QuizResultScreenDocument,
    "fragment ResultQuestionRow_question on ResultQuestion {\n  id\n  position\n  text\n  studentAnswer\n  correctAnswer\n  isCorrect\n}": types.ResultQuestionRow_QuestionFragmentDoc,
    "query RenewSubscriptionScreen {\n  viewer {\n    id\n    user {\n      id\n      subscription {\n        ...SubscriptionSummary_info\n      }\n    }\n  }\n}\n\nmutation RenewSubscription($input: RenewSubscriptionInput!) {\n  renewSubscription(input: $input) {\n    submitted\n    signedOut\n    message\n    errors {\n      code\n      field\n      message\n    }\n  }\n}": types.RenewSubscriptionScreenDocument,
    "fragment SubscriptionSummary_info on SubscriptionInfo {\n  id\n  plan\n  status\n  expiresOn\n}": types.SubscriptionSummary_InfoFragmentDoc,
    "fragment ClassAverageChart_average on ClassSubjectAverage {\n  id\n  grade\n  subject\n  averagePercentage\n  studentCount\n}": types.ClassAverageChart_AverageFragmentDoc,
    "query TeacherClassOverview {\n  viewer {\n    id\n    classOverview {\n      id\n      composedAt\n      missing {\n        id\n        username\n        fullName\n      }\n      subjectAverages {\n        ...ClassAverageChart_average\n      }\n      students {\n        ...ClassStudentsTable_student\n        needsHelp\n        inactive\n      }\n    }\n  }\n}": types.TeacherClassOverviewDocument,
    "fragment ClassStudentsTable_student on StudentOverview {\n  id\n  username\n  fullName\n  grade\n  quizzesLast7Days\n  averagePercentage\n  recentAveragePercentage\n  lastActiveOn\n  weakestSubject\n}": types.ClassStudentsTable_StudentFragmentDoc,
    "query TeacherStudentHistoryScreen($username: String!) {\n  viewer {\n    id\n    studentQuizHistory(username: $username) {\n      id\n      fullName\n      entries {\n        ...QuizHistoryEntryFields\n      }\n    }\n  }\n}": types.TeacherStudentHistoryScreenDocument,
    "fragment StudentsTable_student on Student {\n  id\n  fullName\n  username\n  email\n  grade\n  gender\n  schoolName\n  city\n  province\n}": types.StudentsTable_StudentFragmentDoc,
    "query TeacherAssessmentScreen {\n  viewer {\n    id\n    students {\n      ...StudentsTable_student\n    }\n  }\n}": types.TeacherAssessmentScreenDocument,
    "fragment FamilyLinkReminder_reminder on FamilyLinkReminder {\n  id\n  reason\n  since\n  links {\n    id\n  }\n}": types.FamilyLinkReminder_ReminderFragmentDoc,
    "fragment QuizHistoryEntryFields on QuizHistoryEntry {\n  id\n  quizTitle\n  subject\n  chapter\n  grade\n  marksObtained\n  marksPerQuestion\n  totalQuestions\n  percentage\n  gradeLetter\n  attemptedAt\n}": types.QuizHistoryEntryFieldsFragmentDoc,
    "fragment QuizProgressMark on QuizProgress {\n  id\n  attempted\n  bestPercentage\n  countedSince\n}": types.QuizProgressMarkFragmentDoc,
    "fragment SessionUser on User {\n  id\n  username\n  fullName\n  role\n  accountStatus\n}": types.SessionUserFragmentDoc,
    "query SessionViewer {\n  viewer {\n    id\n    user {\n      ...SessionUser\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}\n\nmutation SessionLogin($input: LoginInput!) {\n  login(input: $input) {\n    errors {\n      code\n      field\n      message\n    }\n    session {\n      accountStatus\n      role\n      user {\n        ...SessionUser\n      }\n      viewer {\n        id\n        familyLinkReminder {\n          ...FamilyLinkReminder_reminder\n        }\n      }\n    }\n  }\n}\n\nmutation SessionLogout {\n  logout {\n    success\n  }\n}": types.SessionViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppShell {\n  viewer {\n    id\n    user {\n      ...SessionUser\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}"): (typeof documents)["query AppShell {\n  viewer {\n    id\n    user {\n      ...SessionUser\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EditProfileForm_user on User {\n  id\n  username\n  role\n  fullName\n  email\n  schoolName\n  city\n  schoolingStatus\n  province\n  grade\n  homeLanguage\n  profilePictureUrl\n}\n\nquery EditProfileScreen {\n  viewer {\n    id\n    user {\n      ...EditProfileForm_user\n    }\n  }\n  grades {\n    id\n    label\n  }\n  passwordPolicy {\n    ...PasswordRules_policy\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    success\n    gradeChangesLeft\n    errors {\n      code\n      field\n      message\n    }\n    user {\n      ...EditProfileForm_user\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    success\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["fragment EditProfileForm_user on User {\n  id\n  username\n  role\n  fullName\n  email\n  schoolName\n  city\n  schoolingStatus\n  province\n  grade\n  homeLanguage\n  profilePictureUrl\n}\n\nquery EditProfileScreen {\n  viewer {\n    id\n    user {\n      ...EditProfileForm_user\n    }\n  }\n  grades {\n    id\n    label\n  }\n  passwordPolicy {\n    ...PasswordRules_policy\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    success\n    gradeChangesLeft\n    errors {\n      code\n      field\n      message\n    }\n    user {\n      ...EditProfileForm_user\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    success\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PasswordRules_policy on PasswordPolicy {\n  id\n  minLength\n  forbidsUsername\n  commonPasswords\n}"): (typeof documents)["fragment PasswordRules_policy on PasswordPolicy {\n  id\n  minLength\n  forbidsUsername\n  commonPasswords\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignupScreen {\n  grades {\n    id\n    label\n  }\n  passwordPolicy {\n    ...PasswordRules_policy\n  }\n}\n\nmutation RegisterAccount($input: RegisterAccountInput!) {\n  registerAccount(input: $input) {\n    created\n    message\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["query SignupScreen {\n  grades {\n    id\n    label\n  }\n  passwordPolicy {\n    ...PasswordRules_policy\n  }\n}\n\nmutation RegisterAccount($input: RegisterAccountInput!) {\n  registerAccount(input: $input) {\n    created\n    message\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutEverywhere {\n  logout(input: {everywhere: true}) {\n    success\n  }\n}"): (typeof documents)["mutation SignOutEverywhere {\n  logout(input: {everywhere: true}) {\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CatalogueGradeSection_grade on CatalogueGrade {\n  id\n  name\n  subjects {\n    id\n    name\n    chapters {\n      id\n      name\n      quizzes {\n        id\n        number\n        title\n      }\n    }\n  }\n}"): (typeof documents)["fragment CatalogueGradeSection_grade on CatalogueGrade {\n  id\n  name\n  subjects {\n    id\n    name\n    chapters {\n      id\n      name\n      quizzes {\n        id\n        number\n        title\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeScreen {\n  catalogue {\n    ...CatalogueGradeSection_grade\n  }\n}"): (typeof documents)["query HomeScreen {\n  catalogue {\n    ...CatalogueGradeSection_grade\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuizDoneMark_quiz on QuizSummary {\n  id\n  myProgress {\n    ...QuizProgressMark\n  }\n}"): (typeof documents)["fragment QuizDoneMark_quiz on QuizSummary {\n  id\n  myProgress {\n    ...QuizProgressMark\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FamilyLinkCard_link on FamilyLink {\n  id\n  createdAt\n  expiresAt\n  lastOpenedAt\n  language\n}"): (typeof documents)["fragment FamilyLinkCard_link on FamilyLink {\n  id\n  createdAt\n  expiresAt\n  lastOpenedAt\n  language\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FamilyLinksScreen {\n  viewer {\n    id\n    user {\n      id\n      role\n    }\n    familyLinks {\n      ...FamilyLinkCard_link\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}"): (typeof documents)["query FamilyLinksScreen {\n  viewer {\n    id\n    user {\n      id\n      role\n    }\n    familyLinks {\n      ...FamilyLinkCard_link\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFamilyLink($input: CreateFamilyLinkInput!) {\n  createFamilyLink(input: $input) {\n    errors {\n      code\n      field\n    }\n    familyLink {\n      ...FamilyLinkCard_link\n      url\n    }\n  }\n}"): (typeof documents)["mutation CreateFamilyLink($input: CreateFamilyLinkInput!) {\n  createFamilyLink(input: $input) {\n    errors {\n      code\n      field\n    }\n    familyLink {\n      ...FamilyLinkCard_link\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissFamilyLinkReminder($input: DismissFamilyLinkReminderInput!) {\n  dismissFamilyLinkReminder(input: $input) {\n    dismissed\n  }\n}"): (typeof documents)["mutation DismissFamilyLinkReminder($input: DismissFamilyLinkReminderInput!) {\n  dismissFamilyLinkReminder(input: $input) {\n    dismissed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenewFamilyLink($input: RenewFamilyLinkInput!) {\n  renewFamilyLink(input: $input) {\n    errors {\n      code\n      field\n    }\n    familyLink {\n      ...FamilyLinkCard_link\n    }\n  }\n}"): (typeof documents)["mutation RenewFamilyLink($input: RenewFamilyLinkInput!) {\n  renewFamilyLink(input: $input) {\n    errors {\n      code\n      field\n    }\n    familyLink {\n      ...FamilyLinkCard_link\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeFamilyLink($input: RevokeFamilyLinkInput!) {\n  revokeFamilyLink(input: $input) {\n    revokedId\n    familyLinks {\n      ...FamilyLinkCard_link\n    }\n  }\n}"): (typeof documents)["mutation RevokeFamilyLink($input: RevokeFamilyLinkInput!) {\n  revokeFamilyLink(input: $input) {\n    revokedId\n    familyLinks {\n      ...FamilyLinkCard_link\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HonourBoardScreen {\n  shiningStars: honourBoard(kind: SHINING_STARS) {\n    ...HonourBoardSection_board\n  }\n  nationalHeroes: honourBoard(kind: NATIONAL_HEROES) {\n    ...HonourBoardSection_board\n  }\n}"): (typeof documents)["query HonourBoardScreen {\n  shiningStars: honourBoard(kind: SHINING_STARS) {\n    ...HonourBoardSection_board\n  }\n  nationalHeroes: honourBoard(kind: NATIONAL_HEROES) {\n    ...HonourBoardSection_board\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HonourBoardSection_board on HonourBoard {\n  id\n  kind\n  periodDays\n  grades {\n    id\n    grade\n    topStudents {\n      id\n      rank\n      fullName\n      username\n      school\n      city\n      province\n      quizzesAttempted\n      averageScore\n      totalMarks\n    }\n  }\n}"): (typeof documents)["fragment HonourBoardSection_board on HonourBoard {\n  id\n  kind\n  periodDays\n  grades {\n    id\n    grade\n    topStudents {\n      id\n      rank\n      fullName\n      username\n      school\n      city\n      province\n      quizzesAttempted\n      averageScore\n      totalMarks\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMyGrade($input: SetMyGradeInput!) {\n  setMyGrade(input: $input) {\n    errors {\n      code\n      field\n      message\n    }\n    user {\n      id\n      grade\n      gradeSource\n    }\n    viewer {\n      id\n      progress {\n        id\n        grade\n        nextUp {\n          ...NextUpStrip_quiz\n        }\n        gradeQuizzes {\n          ...QuizProgressMark\n          quiz {\n            id\n            number\n            title\n            subject\n            chapter\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["mutation SetMyGrade($input: SetMyGradeInput!) {\n  setMyGrade(input: $input) {\n    errors {\n      code\n      field\n      message\n    }\n    user {\n      id\n      grade\n      gradeSource\n    }\n    viewer {\n      id\n      progress {\n        id\n        grade\n        nextUp {\n          ...NextUpStrip_quiz\n        }\n        gradeQuizzes {\n          ...QuizProgressMark\n          quiz {\n            id\n            number\n            title\n            subject\n            chapter\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeProgress {\n  viewer {\n    id\n    progress {\n      id\n      grade\n      nextUp {\n        ...NextUpStrip_quiz\n      }\n      streak {\n        ...StreakCard_streak\n      }\n      attemptedQuizzes {\n        ...QuizProgressMark\n        quiz {\n          id\n        }\n      }\n      gradeQuizzes {\n        ...QuizProgressMark\n        quiz {\n          id\n          number\n          title\n          subject\n          chapter\n        }\n      }\n    }\n  }\n  grades {\n    id\n    label\n  }\n}"): (typeof documents)["query HomeProgress {\n  viewer {\n    id\n    progress {\n      id\n      grade\n      nextUp {\n        ...NextUpStrip_quiz\n      }\n      streak {\n        ...StreakCard_streak\n      }\n      attemptedQuizzes {\n        ...QuizProgressMark\n        quiz {\n          id\n        }\n      }\n      gradeQuizzes {\n        ...QuizProgressMark\n        quiz {\n          id\n          number\n          title\n          subject\n          chapter\n        }\n      }\n    }\n  }\n  grades {\n    id\n    label\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NextUpStrip_quiz on NextUpQuiz {\n  id\n  reason\n  bestPercentage\n  countedSince\n  quiz {\n    id\n    title\n    subject\n    chapter\n  }\n}"): (typeof documents)["fragment NextUpStrip_quiz on NextUpQuiz {\n  id\n  reason\n  bestPercentage\n  countedSince\n  quiz {\n    id\n    title\n    subject\n    chapter\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PerformanceTable_row on SubjectPerformanceRow {\n  id\n  subject\n  studentAverage\n  classComparison {\n    classAverage\n    ratio\n    unavailableReason\n  }\n  isOverall\n}"): (typeof documents)["fragment PerformanceTable_row on SubjectPerformanceRow {\n  id\n  subject\n  studentAverage\n  classComparison {\n    classAverage\n    ratio\n    unavailableReason\n  }\n  isOverall\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StreakCard_streak on LearningStreak {\n  id\n  currentDays\n  activeToday\n  thisWeekCount\n  lastActiveOn\n}"): (typeof documents)["fragment StreakCard_streak on LearningStreak {\n  id\n  currentDays\n  activeToday\n  thisWeekCount\n  lastActiveOn\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubjectPerformanceScreen {\n  viewer {\n    id\n    subjectPerformance {\n      id\n      overall {\n        ...PerformanceTable_row\n      }\n      subjects {\n        ...PerformanceTable_row\n      }\n    }\n  }\n}"): (typeof documents)["query SubjectPerformanceScreen {\n  viewer {\n    id\n    subjectPerformance {\n      id\n      overall {\n        ...PerformanceTable_row\n      }\n      subjects {\n        ...PerformanceTable_row\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttemptQuizStart($input: StartQuizInput!) {\n  startQuiz(input: $input) {\n    attempt {\n      ...AttemptQuizScreen_attempt\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}\n\nfragment AttemptQuizScreen_attempt on QuizAttempt {\n  id\n  attemptId\n  previewMode\n  quizId\n  quizTitle\n  totalExpectedQuestions\n  formatting {\n    blankWidth\n    fontSize\n    lineSpacing\n    textAlignment\n  }\n  questions {\n    ...QuestionCard_question\n  }\n}"): (typeof documents)["mutation AttemptQuizStart($input: StartQuizInput!) {\n  startQuiz(input: $input) {\n    attempt {\n      ...AttemptQuizScreen_attempt\n    }\n    errors {\n      code\n      field\n      message\n    }\n  }\n}\n\nfragment AttemptQuizScreen_attempt on QuizAttempt {\n  id\n  attemptId\n  previewMode\n  quizId\n  quizTitle\n  totalExpectedQuestions\n  formatting {\n    blankWidth\n    fontSize\n    lineSpacing\n    textAlignment\n  }\n  questions {\n    ...QuestionCard_question\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuestionCard_question on Question {\n  id\n  type\n  html\n  options\n  blanks\n}"): (typeof documents)["fragment QuestionCard_question on Question {\n  id\n  type\n  html\n  options\n  blanks\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttemptQuizFinalize($input: FinalizeQuizInput!) {\n  finalizeQuiz(input: $input) {\n    attemptId\n    errors {\n      code\n      field\n      message\n    }\n    result {\n      id\n      quizTitle\n      totalQuestions\n      correctAnswers\n      incorrectAnswers\n      marksObtained\n      percentage\n      gradeLetter\n      questions {\n        id\n        position\n        text\n        studentAnswer\n        correctAnswer\n        isCorrect\n      }\n    }\n  }\n}\n\nfragment AttemptQuizFinalize_viewer on Viewer {\n  id\n  quizResult(attemptId: $attemptId) {\n    id\n  }\n}"): (typeof documents)["mutation AttemptQuizFinalize($input: FinalizeQuizInput!) {\n  finalizeQuiz(input: $input) {\n    attemptId\n    errors {\n      code\n      field\n      message\n    }\n    result {\n      id\n      quizTitle\n      totalQuestions\n      correctAnswers\n      incorrectAnswers\n      marksObtained\n      percentage\n      gradeLetter\n      questions {\n        id\n        position\n        text\n        studentAnswer\n        correctAnswer\n        isCorrect\n      }\n    }\n  }\n}\n\nfragment AttemptQuizFinalize_viewer on Viewer {\n  id\n  quizResult(attemptId: $attemptId) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttemptQuizSaveAnswer($input: SaveAnswerInput!) {\n  saveAnswer(input: $input) {\n    questionId\n    status\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation AttemptQuizSaveAnswer($input: SaveAnswerInput!) {\n  saveAnswer(input: $input) {\n    questionId\n    status\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuizHistoryScreen {\n  viewer {\n    id\n    quizHistory {\n      id\n      entries {\n        ...QuizHistoryEntryFields\n      }\n    }\n  }\n}"): (typeof documents)["query QuizHistoryScreen {\n  viewer {\n    id\n    quizHistory {\n      id\n      entries {\n        ...QuizHistoryEntryFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuizResultScreen($attemptId: ID!) {\n  viewer {\n    id\n    quizResult(attemptId: $attemptId) {\n      id\n      quizTitle\n      totalQuestions\n      correctAnswers\n      incorrectAnswers\n      marksObtained\n      percentage\n      gradeLetter\n      questions {\n        ...ResultQuestionRow_question\n      }\n    }\n  }\n}"): (typeof documents)["query QuizResultScreen($attemptId: ID!) {\n  viewer {\n    id\n    quizResult(attemptId: $attemptId) {\n      id\n      quizTitle\n      totalQuestions\n      correctAnswers\n      incorrectAnswers\n      marksObtained\n      percentage\n      gradeLetter\n      questions {\n        ...ResultQuestionRow_question\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResultQuestionRow_question on ResultQuestion {\n  id\n  position\n  text\n  studentAnswer\n  correctAnswer\n  isCorrect\n}"): (typeof documents)["fragment ResultQuestionRow_question on ResultQuestion {\n  id\n  position\n  text\n  studentAnswer\n  correctAnswer\n  isCorrect\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RenewSubscriptionScreen {\n  viewer {\n    id\n    user {\n      id\n      subscription {\n        ...SubscriptionSummary_info\n      }\n    }\n  }\n}\n\nmutation RenewSubscription($input: RenewSubscriptionInput!) {\n  renewSubscription(input: $input) {\n    submitted\n    signedOut\n    message\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"): (typeof documents)["query RenewSubscriptionScreen {\n  viewer {\n    id\n    user {\n      id\n      subscription {\n        ...SubscriptionSummary_info\n      }\n    }\n  }\n}\n\nmutation RenewSubscription($input: RenewSubscriptionInput!) {\n  renewSubscription(input: $input) {\n    submitted\n    signedOut\n    message\n    errors {\n      code\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SubscriptionSummary_info on SubscriptionInfo {\n  id\n  plan\n  status\n  expiresOn\n}"): (typeof documents)["fragment SubscriptionSummary_info on SubscriptionInfo {\n  id\n  plan\n  status\n  expiresOn\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ClassAverageChart_average on ClassSubjectAverage {\n  id\n  grade\n  subject\n  averagePercentage\n  studentCount\n}"): (typeof documents)["fragment ClassAverageChart_average on ClassSubjectAverage {\n  id\n  grade\n  subject\n  averagePercentage\n  studentCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TeacherClassOverview {\n  viewer {\n    id\n    classOverview {\n      id\n      composedAt\n      missing {\n        id\n        username\n        fullName\n      }\n      subjectAverages {\n        ...ClassAverageChart_average\n      }\n      students {\n        ...ClassStudentsTable_student\n        needsHelp\n        inactive\n      }\n    }\n  }\n}"): (typeof documents)["query TeacherClassOverview {\n  viewer {\n    id\n    classOverview {\n      id\n      composedAt\n      missing {\n        id\n        username\n        fullName\n      }\n      subjectAverages {\n        ...ClassAverageChart_average\n      }\n      students {\n        ...ClassStudentsTable_student\n        needsHelp\n        inactive\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ClassStudentsTable_student on StudentOverview {\n  id\n  username\n  fullName\n  grade\n  quizzesLast7Days\n  averagePercentage\n  recentAveragePercentage\n  lastActiveOn\n  weakestSubject\n}"): (typeof documents)["fragment ClassStudentsTable_student on StudentOverview {\n  id\n  username\n  fullName\n  grade\n  quizzesLast7Days\n  averagePercentage\n  recentAveragePercentage\n  lastActiveOn\n  weakestSubject\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TeacherStudentHistoryScreen($username: String!) {\n  viewer {\n    id\n    studentQuizHistory(username: $username) {\n      id\n      fullName\n      entries {\n        ...QuizHistoryEntryFields\n      }\n    }\n  }\n}"): (typeof documents)["query TeacherStudentHistoryScreen($username: String!) {\n  viewer {\n    id\n    studentQuizHistory(username: $username) {\n      id\n      fullName\n      entries {\n        ...QuizHistoryEntryFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StudentsTable_student on Student {\n  id\n  fullName\n  username\n  email\n  grade\n  gender\n  schoolName\n  city\n  province\n}"): (typeof documents)["fragment StudentsTable_student on Student {\n  id\n  fullName\n  username\n  email\n  grade\n  gender\n  schoolName\n  city\n  province\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TeacherAssessmentScreen {\n  viewer {\n    id\n    students {\n      ...StudentsTable_student\n    }\n  }\n}"): (typeof documents)["query TeacherAssessmentScreen {\n  viewer {\n    id\n    students {\n      ...StudentsTable_student\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FamilyLinkReminder_reminder on FamilyLinkReminder {\n  id\n  reason\n  since\n  links {\n    id\n  }\n}"): (typeof documents)["fragment FamilyLinkReminder_reminder on FamilyLinkReminder {\n  id\n  reason\n  since\n  links {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuizHistoryEntryFields on QuizHistoryEntry {\n  id\n  quizTitle\n  subject\n  chapter\n  grade\n  marksObtained\n  marksPerQuestion\n  totalQuestions\n  percentage\n  gradeLetter\n  attemptedAt\n}"): (typeof documents)["fragment QuizHistoryEntryFields on QuizHistoryEntry {\n  id\n  quizTitle\n  subject\n  chapter\n  grade\n  marksObtained\n  marksPerQuestion\n  totalQuestions\n  percentage\n  gradeLetter\n  attemptedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuizProgressMark on QuizProgress {\n  id\n  attempted\n  bestPercentage\n  countedSince\n}"): (typeof documents)["fragment QuizProgressMark on QuizProgress {\n  id\n  attempted\n  bestPercentage\n  countedSince\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  username\n  fullName\n  role\n  accountStatus\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  username\n  fullName\n  role\n  accountStatus\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionViewer {\n  viewer {\n    id\n    user {\n      ...SessionUser\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}\n\nmutation SessionLogin($input: LoginInput!) {\n  login(input: $input) {\n    errors {\n      code\n      field\n      message\n    }\n    session {\n      accountStatus\n      role\n      user {\n        ...SessionUser\n      }\n      viewer {\n        id\n        familyLinkReminder {\n          ...FamilyLinkReminder_reminder\n        }\n      }\n    }\n  }\n}\n\nmutation SessionLogout {\n  logout {\n    success\n  }\n}"): (typeof documents)["query SessionViewer {\n  viewer {\n    id\n    user {\n      ...SessionUser\n    }\n    familyLinkReminder {\n      ...FamilyLinkReminder_reminder\n    }\n  }\n}\n\nmutation SessionLogin($input: LoginInput!) {\n  login(input: $input) {\n    errors {\n      code\n      field\n      message\n    }\n    session {\n      accountStatus\n      role\n      user {\n        ...SessionUser\n      }\n      viewer {\n        id\n        familyLinkReminder {\n          ...FamilyLinkReminder_reminder\n        }\n      }\n    }\n  }\n}\n\nmutation SessionLogout {\n  logout {\n    success\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;