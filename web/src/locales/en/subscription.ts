/** English strings of the subscription renewal screen. */
const subscription = {
  title: 'Renew Subscription',
  lead: 'Keep learning without a break. Choose a plan, attach your fee receipt and send your request — our team verifies it within 10–15 minutes.',
  current: {
    title: 'Your subscription',
    plan: 'Plan',
    status: 'Status',
    expiresOn: 'Expires on',
    none: 'Not set',
    unknown: 'Unknown',
    loading: 'Loading your subscription…',
    failed: 'Failed to fetch subscription info.',
  },
  form: {
    title: 'Renewal request',
    plan: 'Choose a plan',
    MONTHLY: 'Monthly — Rs. 300 per month',
    YEARLY: 'Yearly — Rs. 2,700 per year (25% off Rs. 3,600)',
    receipt: 'Fee receipt',
    receiptHint: 'A photo, scan or PDF of your payment receipt.',
    signOutNote: 'After you send the request you will be signed out until the team has verified it.',
    submit: 'Submit renewal request',
    submitting: 'Sending…',
  },
  signedOut: 'The subscription is renewed by the student, signed in, with a photo of the fee receipt.',
  signIn: 'Sign in to renew',
  renewed: 'Renewal request submitted! You are now signed out.',
  failed: 'Failed to submit renewal request.',
} as const;

export default subscription;
