/** English strings of the subject-wise performance screen. */
const performance = {
  pageTitle: 'Subject-wise Performance',
  lead: 'How you are doing in each subject, compared with the average of all students in your grade.',
  loading: 'Loading...',
  failed: 'Failed to load subject performance.',
  empty: 'You have not finished any quizzes yet, so there is nothing to compare. Try a quiz and come back!',
  overall: 'Overall Performance',
  findQuiz: 'Find a quiz to try',
  table: {
    caption: 'Your average and the class average per subject',
    subject: 'Subject',
    yourAverage: 'Your average',
    classAverage: 'Class average',
    percentile: 'Percentile',
    notAvailable: 'not available',
    notAvailableNote:
      '“Not available”: Learnify’s class figures for that subject do not match your own results, so they are not shown.',
  },
  chart: {
    title: 'You and your class, subject by subject',
    description: 'Bar chart of average scores in percent. {details}',
    detail: '{subject}: you {student}, class {class}.',
    detailNoClass: '{subject}: you {student}, class not available.',
    you: 'You',
    class: 'Class average',
    axis: 'Average score (%)',
  },
} as const;

export default performance;
