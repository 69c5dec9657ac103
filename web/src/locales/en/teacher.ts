/** English strings of the teacher screens. */
const teacher = {
  students: {
    pageTitle: 'My Students',
    lead: 'The students of your school. Choose a student to see their quiz history.',
    loading: 'Loading...',
    failed:
      'Failed to load your students. You can still open any student’s quiz history: type their username in the box “Find a student by username” above.',
    useFind: 'Go to the username box',
    forbidden: 'This page is for teachers. Please sign in with a teacher account to see your students.',
    empty: 'No students found.',
    filters: 'Filter and sort',
    grade: 'Grade',
    allGrades: 'All',
    sort: 'Sort by name',
    sortAsc: 'A → Z',
    sortDesc: 'Z → A',
    count: '{count} students',
    countOne: '1 student',
    caption: 'Students',
    fullName: 'Full name',
    username: 'Username',
    email: 'Email',
    gender: 'Gender',
    school: 'School',
    city: 'City',
    province: 'Province',
    historyOf: 'Quiz history of {name}',
    missing: '—',
  },
  find: {
    label: 'Find a student by username',
    hint: 'Opens that student’s quiz history, even when the list below cannot load.',
    submit: 'Open history',
    empty: 'Type the student’s username first.',
  },
  history: {
    pageTitle: 'Quiz history of {name}',
    pageTitleGeneric: 'Student quiz history',
    back: 'Back to my students',
    loading: 'Loading...',
    failed: 'Failed to load this student’s quiz history.',
    empty: 'No quiz history available for this student.',
    forbidden:
      'This student is not one of your school’s students, so their quiz history is not available to you.',
    notFound: 'We could not find a student with the username “{username}”.',
    caption: 'Quiz history of {name}',
    chartTitle: 'Percentage of {name} over time',
  },
} as const;

export default teacher;
