import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

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
  if (errors.length > 0) throw new Error(`Unexpected console.error: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});

afterAll(() => server.close());
