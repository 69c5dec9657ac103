/** English strings of the quiz-taking screen. */
const quiz = {
  pageTitle: 'Quiz',
  starting: 'Getting your quiz ready…',
  startRetrying: 'Still connecting to Learnify… we will keep trying.',
  notFoundTitle: 'Quiz not found',
  notFound: 'We could not find this quiz. It may have been moved or removed.',
  failedTitle: 'This quiz could not be opened',
  failed: 'Something went wrong while opening this quiz. Please choose it again from the quiz list.',
  noQuestions: 'This quiz has no questions yet. Please try another one.',
  backHome: 'Back to the quiz list',
  resumed: 'Welcome back! We kept your answers from last time, so you can carry on where you stopped.',
  startOver: 'Start again from the beginning',
  preview: {
    title: 'Preview',
    body: 'This is a preview: your answers are not saved, and only the first {count} questions can be opened.',
    expired:
      'Your subscription has ended, so this is only a preview: your answers are not saved, and only the first {count} questions can be opened. Once your subscription is renewed, your answers are saved again.',
    renew: 'Renew your subscription',
  },
  questionOf: 'Question {number} of {total}',
  dots: 'Questions',
  dotAnswered: 'Question {number}, answered',
  dotUnanswered: 'Question {number}, not answered yet',
  chooseOne: 'Choose one answer',
  chooseMany: 'Choose every correct answer',
  fillBlanks: 'Fill in the blanks',
  blankLabel: 'Blank {label}',
  moreBlanks: 'More blanks',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  exitPreview: 'Exit Preview',
  enterHint: 'Tip: press Enter to go on once you have answered.',
  timeSpent: 'Time spent',
  showTimer: 'Show time',
  hideTimer: 'Hide time',
  readAloud: 'Listen to the question',
  stopReading: 'Stop listening',
  optionsIntro: 'Answers:',
  status: {
    saving: 'Saving…',
    saved: 'Saved',
    offline: 'Offline — your answers are kept and will be sent',
    sendingAnswers: 'Sending your answers…',
    finalizing: 'Sending your quiz…',
    finalizeRetrying: 'Still trying to send your quiz… please keep this page open.',
  },
  finalizeFailed: {
    'not-found':
      'This quiz attempt could not be found any more, so it cannot be sent. Please start the quiz again.',
    forbidden:
      'This quiz attempt belongs to another account, so it cannot be sent. Please start the quiz again.',
    other: 'Your quiz could not be sent. Please start the quiz again.',
  },
} as const;

export default quiz;
