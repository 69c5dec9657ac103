import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES, type RouteName } from '@/lib/paths';

// Every screen is its own lazy chunk so the home page loads fast on a slow phone.
const HomeScreen = lazy(() => import('./home-route'));
const LoginScreen = lazy(() => import('@/features/accounts/login-screen'));
const SignupScreen = lazy(() => import('@/features/accounts/signup-screen'));
const EditProfileScreen = lazy(() => import('@/features/accounts/edit-profile-screen'));
const RenewSubscriptionScreen = lazy(() => import('@/features/subscription/renew-subscription-screen'));
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

/** Each route's screen (the table in `lib/paths.ts` says where it is and how the gateway renders it). */
const screens: Record<RouteName, ReactElement> = {
  home: <HomeScreen />,
  login: <LoginScreen />,
  signup: <SignupScreen />,
  editProfile: <EditProfileScreen />,
  renewSubscription: <RenewSubscriptionScreen />,
  honourBoard: <HonourBoardScreen />,
  honourRoll: <HonourBoardScreen />,
  whyJoin: <WhyJoinScreen />,
  publicAssessment: <PublicAssessmentScreen />,
  membership: <MembershipScreen />,
  helpCenter: <HelpCenterScreen />,
  privacy: <PrivacyScreen />,
  attemptQuiz: <AttemptQuizScreen />,
  quizResult: <QuizResultScreen />,
  studentQuizHistory: <QuizHistoryScreen />,
  studentAssessment: <SubjectPerformanceScreen />,
  teacherAssessment: <TeacherAssessmentScreen />,
  teacherStudentHistory: <StudentHistoryScreen />,
};

/** Child routes rendered inside the app layout (header, navigation, footer), from the route table. */
export const routes: RouteObject[] = [
  ...(Object.keys(ROUTES) as RouteName[]).map((name): RouteObject => {
    const { pattern } = ROUTES[name];
    return pattern === '/'
      ? { index: true, element: screens[name] }
      : { path: pattern.slice(1), element: screens[name] };
  }),
  { path: '*', element: <NotFoundScreen /> },
];
