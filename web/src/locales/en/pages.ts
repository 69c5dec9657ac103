/** English strings of the static pages: Why Join, public Assessment, Membership, Help Center, Not found. */
const pages = {
  cta: {
    signUp: 'Sign up now',
    membership: 'See membership plans',
    heroes: 'Meet the Learnify Heroes',
    home: 'Try a quiz',
  },
  whyJoin: {
    title: 'Why join Learnify?',
    lead: 'Learnify turns practice into play for children in Grades 1–5 — and shows parents and teachers how every child is growing.',
    features: {
      curriculum: {
        title: 'Made for your classroom',
        body: 'Quizzes for Grades 1–5 follow the national curriculum, subject by subject and chapter by chapter.',
      },
      unlimited: {
        title: 'Try again and again',
        body: 'Every quiz can be attempted as many times as a child likes. Mistakes are simply the next step to learning.',
      },
      feedback: {
        title: 'Instant feedback',
        body: 'Right after a quiz, children see their score, their grade and the correct answer to every question.',
      },
      progress: {
        title: 'See the progress',
        body: 'A quiz history and subject-wise performance — compared with the whole grade — show where a child shines and what to practise.',
      },
      heroes: {
        title: 'Celebrate effort',
        body: 'Every month and every quarter, the Learnify Heroes board cheers on the top learners of each grade across Pakistan.',
      },
      teachers: {
        title: 'Teachers stay in the loop',
        body: 'Teachers see their students, filter them by grade and open each child’s quiz history.',
      },
    },
    parents: {
      title: 'For parents',
      body: 'Sit with your child for a quiz, or let them explore on their own. Their results are saved, so you can look at their progress together any time.',
    },
  },
  assessment: {
    title: 'Assessment tools',
    lead: 'Learnify does not just give a score — it helps children, parents and teachers understand learning over time. Members get three tools:',
    tools: {
      results: {
        title: 'Individual results',
        body: 'After each quiz: questions answered correctly and incorrectly, marks, percentage and a letter grade, with the student’s answer and the correct answer for every question.',
      },
      history: {
        title: 'Quiz history table',
        body: 'Every quiz a child has completed — subject, chapter, marks, percentage, grade and date — in one table. Teachers can open the history of each of their students.',
      },
      performance: {
        title: 'Subject-wise performance',
        body: 'The child’s average in each subject next to the average of their whole grade, with a percentile and an overall performance row.',
      },
    },
    join: 'Sign up to unlock these tools for your child or your class.',
  },
  membership: {
    title: 'Membership',
    lead: 'One simple subscription opens every quiz and every progress report.',
    howTitle: 'How to subscribe',
    steps: {
      choose: 'Choose a monthly or a yearly plan.',
      pay: 'Pay the fee by bank transfer, EasyPaisa or JazzCash and keep the receipt.',
      signUp: 'Sign up on Learnify and upload a photo of the receipt.',
      verify:
        'Our team verifies your payment within 10–15 minutes and sends you an e-mail when your account is active.',
    },
    ratesTitle: 'Rates',
    rates: {
      monthly: { title: 'Monthly', price: 'Rs. 300', detail: 'per student, per month' },
      annual: {
        title: 'Annual',
        price: 'Rs. 2,700',
        detail: 'per student, per year — Rs. 3,600 with 25% off',
      },
      school: {
        title: 'School plan',
        price: '25% discount',
        detail: 'for schools enrolling 100 or more students',
      },
    },
    bestValue: 'Best value',
    paymentTitle: 'Payment methods',
    payment: {
      bank: 'Bank transfer',
      easypaisa: 'EasyPaisa',
      jazzcash: 'JazzCash',
    },
    verification: 'Verification takes 10–15 minutes after you upload your receipt.',
    renewTitle: 'Already a member?',
    renewBody: 'Renew from Account Settings → Renew Subscription: choose a plan and upload your new receipt.',
  },
  help: {
    title: 'Help Center',
    lead: 'We are here to help children, parents and teachers get the most out of Learnify.',
    contactTitle: 'Contact support',
    contactBody: 'Our support phone number and e-mail address are coming soon.',
    faqTitle: 'Frequently asked questions',
    faq: {
      signUp: 'How do I create an account?',
      verification: 'How long does account verification take?',
      retake: 'Can my child take a quiz again?',
      renew: 'How do I renew my subscription?',
      teacher: 'How do teachers see their students?',
    },
    comingSoon: 'Answer coming soon.',
  },
  notFound: {
    title: 'Page not found',
    body: 'Oops! We looked everywhere but could not find this page. It may have moved.',
    home: 'Back to the home page',
  },
} as const;

export default pages;
