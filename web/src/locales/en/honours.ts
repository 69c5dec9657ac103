/** English strings of the Learnify Heroes honour board. */
const honours = {
  title: 'Learnify Heroes',
  lead: 'Meet the stars of Learnify! These learners tried their best, again and again. Keep practising — your name could be here next.',
  loading: 'Loading the heroes…',
  failed: 'We could not load the honour board. Please try again.',
  empty: 'No data available',
  period: 'Based on the last {days} days of quizzes.',
  boards: {
    SHINING_STARS: { title: 'Shining Stars', subtitle: 'Top performers of the month' },
    NATIONAL_HEROES: { title: 'National Heroes', subtitle: 'Top performers of the quarter' },
  },
  tableLabel: '{board}: {grade}',
  scrollHint: 'Swipe sideways to see the whole table.',
  columns: {
    rank: 'Rank',
    name: 'Name',
    username: 'Username',
    school: 'School',
    city: 'City',
    province: 'Province',
    quizzesAttempted: 'Quizzes attempted',
    averageScore: 'Average score',
    totalMarks: 'Total marks',
  },
} as const;

export default honours;
