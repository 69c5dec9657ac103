/**
 * Sign-ins and sign-outs, told to the app's other tabs: they share the session cookie, so a change of user in one
 * is a change in all, and each must stop reading the last user's cached answers (viewer-cache.ts).
 */
const CHANNEL = 'learnify-session';

/** This tab, so that it does not act on its own news (a channel hears the other channels of its own page too). */
const TAB = Math.random().toString(36).slice(2);

/** Tells the other tabs that the signed-in user changed here. */
export function announceSessionChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ from: TAB });
  channel.close();
}

/** Calls `onChange` whenever another tab signs in or out; returns the unsubscribe. */
export function onSessionChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ from?: unknown }>) => {
    if (event.data?.from !== TAB) onChange();
  };
  return () => channel.close();
}
