/** English strings of the home screen. */
const home = {
  title: 'Welcome to Learnify!',
  intro:
    'Fun quizzes for Grades 1–5, made to match what you learn at school. Try as many times as you like — you get instant feedback after every quiz, and your progress shows you how much you are growing.',
  catalogue: {
    title: 'Choose a quiz',
    lead: 'Pick your grade, then a subject and a chapter. Every quiz can be tried again and again.',
    gradesNav: 'Jump to a grade',
    loading: 'Loading quizzes…',
    error: 'We could not load the quizzes. Please check your connection and try again.',
    empty: 'No quizzes are available yet. Please come back soon!',
    quizCount: '{count} quizzes',
  },
  signIn: {
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Login',
    submitting: 'Signing in…',
    failedWithDetail: 'Login failed: {detail}',
    failedGeneric: 'Login failed: Server error',
    staff: 'Admins and Managers must login from the backend.',
    noAccount: 'New to Learnify?',
    signUp: 'Create an account',
  },
  student: {
    greeting: 'Hello, {name}! Ready for a quiz?',
    greetingNoName: 'Hello! Ready for a quiz?',
    streak: {
      none: 'No streak yet: finish a quiz today to start one.',
      one: '1 day in a row',
      days: '{count} days in a row',
      keepGoing: 'Finish a quiz today to keep it going!',
      week: '{count} quizzes finished this week.',
      weekOne: '1 quiz finished this week.',
    },
    nextUp: {
      title: 'Next up',
      new: 'New for you',
      improve: 'Best so far {best} – try to beat it',
      improveSince: 'Best since {date}: {best} – try to beat it',
    },
    done: 'Done · best {best}',
    doneSince: 'Done · best since {date}: {best}',
    gradeQuestion: {
      title: 'Which class are you in?',
      lead: 'Tell us once, and we will show your class’s quizzes first and pick the next ones for you.',
      submit: 'This is my class',
      saving: 'Saving…',
      failed: 'We could not save your class. Please try again.',
    },
    otherGrades: 'Other grades',
    progressFailed: 'We could not load your progress. The quizzes are all here.',
  },
  signedIn: {
    title: 'You are signed in',
    greeting: 'Hello, {name}! Ready for a quiz?',
    greetingNoName: 'Hello! Ready for a quiz?',
  },
} as const;

export default home;
