export { readLocationState, type AppLocationState, type Flash } from './location-state';
export { useExpiredRedirect } from './use-expired-redirect';
export { useSignIn } from './use-sign-in';
export { useEndSession, useSignOut } from './use-sign-out';
export { isExpiredMember } from './viewer';
export { cachedViewerId, forgetViewer, forgetViewerAnswer } from './viewer-cache';
export { onSessionChange } from './session-channel';
