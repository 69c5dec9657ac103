/** English strings of the password rules and of sign-in throttling. */
const security = {
  passwordRules: {
    title: 'Your password needs:',
    minLength: 'at least {min} characters',
    noUsername: 'not your username inside it',
    notCommon: 'not a common password that is easy to guess',
    met: 'done',
    unmet: 'not yet',
  },
  signInWait: 'Too many sign-in attempts from this device. Please wait {minutes} minutes and try again.',
} as const;

export default security;
