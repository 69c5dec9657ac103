/** Every route of the app (spec §2), in one place so links and the router agree. */
export const paths = {
  home: '/',
  login: '/login',
  attemptQuiz: (quizId: string) => `/student/attempt-quiz/${encodeURIComponent(quizId)}`,
  quizResult: (attemptId: string) => `/student/quiz-result/${encodeURIComponent(attemptId)}/`,
  honourBoard: '/honor-board',
  honourRoll: '/honor-roll',
  whyJoin: '/why-join',
  signup: '/signup',
  renewSubscription: '/account/renew-subscription',
  editProfile: '/account/edit-profile',
  familyLinks: '/account/family-links',
  teacherAssessment: '/teacher/assessment',
  teacherStudentHistory: (username: string) =>
    `/teacher/student/${encodeURIComponent(username)}/quiz-history`,
  studentAssessment: '/student/assessment',
  studentQuizHistory: '/student/quiz-history',
  publicAssessment: '/assessment/public',
  membership: '/membership',
  helpCenter: '/help-center',
  privacy: '/privacy',
} as const;
