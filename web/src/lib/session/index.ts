export { readLocationState, type AppLocationState, type Flash } from './location-state';
export { EXPIRED_REDIRECT_DELAY_MS, useExpiredRedirect } from './use-expired-redirect';
export { useSignIn, type SignInInput, type SignInOutcome } from './use-sign-in';
export { useEndSession, useSignOut } from './use-sign-out';
export { isExpiredMember, isSiteMember } from './viewer';
