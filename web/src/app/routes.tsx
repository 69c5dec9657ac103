import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Every screen is its own lazy chunk so the home page loads fast on a slow phone.
const HomeScreen = lazy(() => import('./home-route'));
const LoginScreen = lazy(() => import('@/features/accounts/login-screen'));
const SignupScreen = lazy(() => import('@/features/accounts/signup-screen'));
const EditProfileScreen = lazy(() => import('@/features/accounts/edit-profile-screen'));
const RenewSubscriptionScreen = lazy(() => import('@/features/subscription/renew-subscription-screen'));
const FamilyLinksScreen = lazy(() => import('@/features/family/family-links-screen'));
const HonourBoardScreen = lazy(() => import('@/features/honours/honour-board-screen'));
const WhyJoinScreen = lazy(() => import('@/features/about/why-join-screen'));
const PublicAssessmentScreen = lazy(() => import('@/features/about/public-assessment-screen'));
const MembershipScreen = lazy(() => import('@/features/about/membership-screen'));
const HelpCenterScreen = lazy(() => import('@/features/about/help-center-screen'));
const PrivacyScreen = lazy(() => import('@/features/privacy/privacy-screen'));
const NotFoundScreen = lazy(() => import('./not-found-screen'));
/** The quiz screen's code, also fetched ahead of a tap on a quiz link (`quiz-prefetch.ts`). */
export const loadAttemptQuizScreen = () => import('@/features/quiz-attempts/attempt-quiz-screen');
const AttemptQuizScreen = lazy(loadAttemptQuizScreen);
const QuizResultScreen = lazy(() => import('@/features/results/quiz-result-screen'));
const QuizHistoryScreen = lazy(() => import('@/features/results/quiz-history-screen'));
const SubjectPerformanceScreen = lazy(() => import('@/features/performance/subject-performance-screen'));
const TeacherAssessmentScreen = lazy(() => import('@/features/teacher/teacher-assessment-screen'));
const StudentHistoryScreen = lazy(() => import('@/features/teacher/student-history-screen'));

/** Child routes rendered inside the app layout (header, navigation, footer). */
export const routes: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: 'login', element: <LoginScreen /> },
  { path: 'signup', element: <SignupScreen /> },
  { path: 'account/edit-profile', element: <EditProfileScreen /> },
  { path: 'account/renew-subscription', element: <RenewSubscriptionScreen /> },
  { path: 'account/family-links', element: <FamilyLinksScreen /> },
  { path: 'honor-board', element: <HonourBoardScreen /> },
  { path: 'honor-roll', element: <HonourBoardScreen /> },
  { path: 'why-join', element: <WhyJoinScreen /> },
  { path: 'assessment/public', element: <PublicAssessmentScreen /> },
  { path: 'membership', element: <MembershipScreen /> },
  { path: 'help-center', element: <HelpCenterScreen /> },
  { path: 'privacy', element: <PrivacyScreen /> },
  { path: 'student/attempt-quiz/:quizId', element: <AttemptQuizScreen /> },
  { path: 'student/quiz-result/:attemptId', element: <QuizResultScreen /> },
  { path: 'student/quiz-history', element: <QuizHistoryScreen /> },
  { path: 'student/assessment', element: <SubjectPerformanceScreen /> },
  { path: 'teacher/assessment', element: <TeacherAssessmentScreen /> },
  { path: 'teacher/student/:username/quiz-history', element: <StudentHistoryScreen /> },
  { path: '*', element: <NotFoundScreen /> },
];
