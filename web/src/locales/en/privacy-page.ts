/**
 * The English text of the privacy page (/privacy). Long-form page text, not interface strings: it loads with the
 * page's own chunk, not with every page as the catalogue does.
 */
const privacyPage = {
  title: 'Privacy: what we keep about your child',
  lead: 'Learnify is for children, so we keep as little as we can, show it to as few people as we can, and tell you plainly what happens to it.',
  collected: {
    title: 'What we collect',
    signUp:
      'At sign-up: the username and password, full name, e-mail address, gender, language spoken at home, kind of schooling, school name, grade, city, province, the subscription plan, a profile picture if one is added, and a photo of the fee receipt.',
    quizzes:
      'While taking quizzes: each answer given, the score and grade of every attempt, and when it was taken.',
  },
  why: {
    title: 'Why we collect it',
    body: 'To run the quizzes and show instant feedback, to keep the quiz history and subject-wise performance, to let teachers follow their own students, to show the monthly and quarterly honour boards, and to check that the subscription has been paid.',
  },
  who: {
    title: 'Who can see it',
    student: 'The student sees everything about their own account and their own results.',
    teachers:
      'Teachers of the same school and city see their students’ names, usernames, e-mail addresses, grades, genders, schools and places, and each student’s quiz history.',
    board:
      'The public honour board shows the top students of each grade with their scores. How much of a child’s name, school and place it shows to visitors who are not signed in is chosen by Learnify: it may be the full name, only the first name and the last initial, or no name at all.',
    receipt: 'The fee receipt is seen only by the Learnify team, to verify the payment.',
  },
  howLong: {
    title: 'How long we keep it',
    body: 'Account details and quiz results are kept while the account exists. A sign-in lasts at most one day; signing out ends it for good, even on a copied device, and changing the password signs out every other device.',
  },
  rights: {
    title: 'Correcting or deleting it',
    body: 'Most details can be corrected at any time under Account Settings → Edit Profile. To have something else corrected, or the account and its results deleted, a parent, guardian or teacher can ask the Learnify team through the Help Center.',
  },
} as const;

export type PrivacyPageText = typeof privacyPage;

export default privacyPage;
