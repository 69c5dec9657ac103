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
  passwordErrors: {
    PASSWORD_TOO_SHORT: 'The password is too short.',
    PASSWORD_CONTAINS_USERNAME: 'The password must not contain the username.',
    PASSWORD_TOO_COMMON: 'This password is too common and easy to guess. Please choose another.',
  },
  signInWait: 'Too many sign-in attempts from this device. Please wait {minutes} minutes and try again.',
} as const;

export default security;
