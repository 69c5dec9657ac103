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
  family: {
    title: 'Family links',
    shows:
      'A family link lets a parent see a child’s week without an account or the child’s password. It shows the child’s first name and grade, the quizzes finished this week with their scores, the days in a row with learning, the average in each subject and the subject to practise next, and when the subscription ends, with the way to renew it. It never shows the username, school, city, e-mail address, the answers given, or any other child, and nothing can be answered or changed through it.',
    who: 'Only the student can make a family link, from Account Settings → Family links, at most three at a time; teachers and staff cannot. Anyone who has the link can open it, so it should be sent only to family. Chat apps that preview links see only Learnify’s name.',
    ends: 'A link works for 30 days, and the student can renew it. The student can turn it off at any time, and it stops working at once. Signing out everywhere or changing the password does not turn links off: the student is told they still work and can turn them all off with one tap. Learnify keeps only a secret fingerprint of each link, never the link itself, and keeps the short summary a link shows for 31 days after the student last used Learnify.',
  },
  rights: {
    title: 'Correcting or deleting it',
    body: 'Most details can be corrected at any time under Account Settings → Edit Profile. To have something else corrected, or the account and its results deleted, a parent, guardian or teacher can ask the Learnify team through the Help Center.',
  },
} as const;

export type PrivacyPageText = typeof privacyPage;

export default privacyPage;
