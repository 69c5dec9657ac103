// A tap on a quiz link sends startQuiz at once (lib/quiz-start-early.ts, installed by app/quiz-prefetch.ts); the
// quiz screen takes that answer instead of asking again: one tap, one attempt upstream.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClient } from '@/apollo/client';
import { installQuizPrefetch } from '@/app/quiz-prefetch';
import { quizSessionKey } from '@/lib/quiz-session-keys';
import { takeEarlyStart } from '@/lib/quiz-start-early';
import { TEST_GRAPHQL_URL } from '@/test/msw-server';
import { mockQuizGateway, renderQuiz } from './attempt-quiz.fixtures';

let uninstall: () => void = () => undefined;
let link: HTMLAnchorElement;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  uninstall = installQuizPrefetch(makeClient({ uri: TEST_GRAPHQL_URL }));
  link = document.createElement('a');
  link.href = '/student/attempt-quiz/quiz-7';
  link.textContent = '2. Numbers Drill';
  // Stands in for React Router's Link: the click is handled in the page, no document navigation.
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
});

afterEach(() => {
  uninstall();
  link.remove();
  takeEarlyStart('quiz-7');
});

describe('starting a quiz at the tap', () => {
  it('sends startQuiz on the tap, before any quiz screen exists, and the screen takes it over', async () => {
    const calls = mockQuizGateway();
    link.click();
    await waitFor(() => expect(calls.start).toBe(1));
    renderQuiz();
    expect(await screen.findByText('What is 2 + 3?')).toBeInTheDocument();
    expect(calls.start).toBe(1);
  });

  it('leaves a click that opens a new tab alone', async () => {
    const calls = mockQuizGateway();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.start).toBe(0);
    expect(takeEarlyStart('quiz-7')).toBeNull();
  });

  it('does not start a new attempt when the device keeps an unfinished one of that quiz (it is resumed)', async () => {
    const calls = mockQuizGateway();
    localStorage.setItem(quizSessionKey('quiz-7'), '{"kept":true}');
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.start).toBe(0);
  });

  it('sends one start for two quick taps', async () => {
    const calls = mockQuizGateway();
    link.click();
    link.click();
    await waitFor(() => expect(calls.start).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.start).toBe(1);
  });
});
