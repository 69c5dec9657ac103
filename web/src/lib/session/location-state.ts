import type { MessageKey } from '@/lib/i18n';

/** A one-off message carried to the next screen through the router's location state (shown by the app shell). */
export interface Flash {
  key: MessageKey;
  tone: 'success' | 'error' | 'info';
}

/** What screens may put in `navigate(to, { state })`; read it back with `readLocationState`. */
export interface AppLocationState {
  flash?: Flash;
  /** The session just ended (sign-out, renewal, 401): the app shell resets the Apollo store once the old screen is gone. */
  resetSession?: boolean;
}

/** Router state is `unknown` (it may come from an older history entry), so read it defensively. */
export function readLocationState(state: unknown): AppLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { flash, resetSession } = state as Record<string, unknown>;
  const result: AppLocationState = {};
  if (typeof flash === 'object' && flash !== null && typeof (flash as Flash).key === 'string')
    result.flash = flash as Flash;
  if (resetSession === true) result.resetSession = true;
  return result;
}
