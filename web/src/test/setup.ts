import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

/*
 * Uploads (sign-up, profile picture, renewal receipt) are multipart requests. Under jsdom, `File`, `Blob` and
 * `FormData` are jsdom's, and Vitest's bridge to Node's fetch drops a jsdom file's bytes and name, so msw would
 * receive an empty, unnamed file. Tests therefore use Node's own classes (what a browser's behave like). They are
 * defined on the global object only — jsdom's window keeps its own, which its internals rely on.
 */
const NativeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
const { Blob: NativeBlob, File: NativeFile } = await import('node:buffer');
/*
 * React 19 builds `new FormData(form, submitter)` when a form's submit handler starts a transition (a navigation
 * from React Router, say) for `useFormStatus`; Node's FormData takes no form, so read the form through jsdom's.
 */
const JsdomFormData = globalThis.FormData;
class FormDataFromForm extends (NativeFormData as typeof FormData) {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (form) for (const [key, value] of new JsdomFormData(form, submitter)) this.append(key, value);
  }
}
for (const [name, value] of Object.entries({
  FormData: FormDataFromForm,
  Blob: NativeBlob,
  File: NativeFile,
})) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

// `findBy…` and `waitFor` wait for what must appear; their 1 s default is short for a loaded machine, and waiting
// longer never lets a wrong screen pass.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

// An unexpected console.error (React warnings, failed prop types, act() misuse) fails the test that caused it.
let consoleErrors: unknown[][] = [];
const originalError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0)
    throw new Error(`Unexpected console.error: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});

afterAll(() => server.close());

/*
 * The test files of a worker share one jsdom (`isolate: false` in vitest.config.ts: creating it for each file cost
 * more than the tests). Each file still starts from a blank browser and fresh app modules: what one file leaves —
 * storage, cookies, the page, the URL, stubs, spies, fake timers, and app module state such as a kept early quiz
 * start — is cleared before the next file's setup imports anything.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
  if (typeof window === 'undefined') return; // a file in the node environment (the build plugins' tests)
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.documentElement
    .getAttributeNames()
    .forEach((name) => document.documentElement.removeAttribute(name));
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.body.getAttributeNames().forEach((name) => document.body.removeAttribute(name));
  window.history.replaceState(null, '', '/');
});
