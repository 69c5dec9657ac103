/** English strings shared by every screen: the app shell, session messages and option labels. */
const common = {
  appName: 'Learnify',
  tagline: 'Learn, play and grow',
  loading: 'Loading…',
  retry: 'Try again',
  /** A grade the API names "Grade 3", in the reader's words. */
  gradeNumber: 'Grade {number}',
  upload: {
    label: 'Sending your files',
    starting: 'Starting…',
    progress: '{sent} of {total} sent ({percent}%)',
    cancel: 'Cancel sending',
    cancelled: 'Sending was cancelled. Everything you typed is still here: send it again when you are ready.',
  },
  skipToContent: 'Skip to main content',
  notProvided: 'Not provided',
  header: {
    homeLink: 'Learnify home',
    welcome: 'Welcome, {name}!',
    welcomeNoName: 'Welcome back!',
  },
  nav: {
    label: 'Main',
    menu: 'Menu',
    whyJoin: 'Why Join',
    assessment: 'Assessment',
    subjectPerformance: 'Subject-wise Performance',
    quizHistory: 'Quiz History',
    heroes: 'Learnify Heroes',
    membership: 'Membership',
    helpCenter: 'Help Center',
    accountSettings: 'Account Settings',
    renewSubscription: 'Renew Subscription',
    editProfile: 'Edit Profile',
    familyLinks: 'Family links',
    signUp: 'Sign up',
    logout: 'Logout',
    loggingOut: 'Signing out…',
  },
  footer: {
    about:
      'Quizzes with instant feedback for primary-school children in Grades 1–5, aligned with the national curriculum.',
    explore: 'Explore',
    support: 'Support',
    copyright: '© {year} Learnify. Made with care for young learners in Pakistan.',
  },
  session: {
    expired: 'Your subscription has expired. Please renew.',
  },
  error: {
    title: 'Oops! Something went wrong',
    body: 'This page could not be shown. Please try again — if it keeps happening, go back to the home page.',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
  choose: 'Choose…',
  role: {
    STUDENT: 'Student',
    TEACHER: 'Teacher',
    ADMIN: 'Admin',
    MANAGER: 'Manager',
  },
  accountStatus: {
    ACTIVE: 'Active',
    INACTIVE: 'Awaiting verification',
    EXPIRED: 'Expired',
  },
  gender: {
    MALE: 'Male',
    FEMALE: 'Female',
    OTHER: 'Other',
  },
  homeLanguage: {
    BALOCHI: 'Balochi',
    BRAHUI: 'Brahui',
    CHITRALI: 'Chitrali',
    HINDKO: 'Hindko',
    OTHER: 'Other',
    PASHTO: 'Pashto',
    PUNJABI: 'Punjabi',
    SARAIKI: 'Saraiki',
    SINDHI: 'Sindhi',
    URDU: 'Urdu',
  },
  schoolingStatus: {
    PUBLIC_SCHOOL: 'Public school',
    PRIVATE_SCHOOL: 'Private school',
    HOMESCHOOL: 'Homeschool',
    MADRASSAH: 'Madrassah',
    TEACHER: 'I am Teacher',
  },
  province: {
    AZAD_KASHMIR: 'Azad Kashmir',
    BALOCHISTAN: 'Balochistan',
    FEDERAL_TERRITORY: 'Federal Territory',
    GILGIT_BALTISTAN: 'Gilgit-Baltistan',
    KHYBER_PAKHTUNKHWA: 'Khyber-Pakhtunkhwa',
    PUNJAB: 'Punjab',
    SINDH: 'Sindh',
  },
  plan: {
    MONTHLY: 'Monthly',
    YEARLY: 'Yearly',
  },
  // Language names are shown in their own language whatever the interface language is.
  language: {
    label: 'Language',
    en: 'English',
    ur: 'اردو',
  },
} as const;

export default common;
