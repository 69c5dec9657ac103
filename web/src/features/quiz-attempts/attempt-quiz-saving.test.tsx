import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quizSessionKey } from '@/lib/quiz-session-keys';
import { attemptFixture, mockQuizGateway, renderQuiz } from './attempt-quiz.fixtures';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

const [Q1, Q2] = attemptFixture().questions;
const twoQuestions = () => attemptFixture({ questions: [Q1!, Q2!] });

describe('AttemptQuizScreen saving answers', () => {
  it('retries a failed save with backoff and tells the child calmly meanwhile', async () => {
    const calls = mockQuizGateway({ onSave: (_input, call) => (call === 1 ? 'fail' : 'ok') });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('radio', { name: '5' }));
    const status = await screen.findByText('Offline — your answers are kept and will be sent');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // The child is not blocked while the answer waits.
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.saves).toHaveLength(2);
    expect(calls.saves[1]).toEqual(calls.saves[0]);
    expect(JSON.parse(localStorage.getItem(quizSessionKey('quiz-7')) ?? '{}')).toMatchObject({
      unconfirmed: [],
    });
  });

  it('keeps an answer the gateway could not take (standing unknown) and sends it again', async () => {
    const calls = mockQuizGateway({ onSave: (_input, call) => (call <= 2 ? 'unknown' : 'ok') });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('radio', { name: '5' }));
    expect(await screen.findByText('Offline — your answers are kept and will be sent')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(quizSessionKey('quiz-7')) ?? '{}')).toMatchObject({
      unconfirmed: ['q1'],
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.saves).toHaveLength(3);
    expect(calls.saves[2]).toEqual(calls.saves[0]);
    expect(JSON.parse(localStorage.getItem(quizSessionKey('quiz-7')) ?? '{}')).toMatchObject({
      unconfirmed: [],
    });
  });

  it('keeps unconfirmed answers on the device and restores and re-sends them after a remount', async () => {
    let online = false;
    const calls = mockQuizGateway({ onSave: () => (online ? 'ok' : 'fail') });
    const first = renderQuiz();
    await first.user.click(await screen.findByRole('radio', { name: '5' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.click(screen.getByRole('checkbox', { name: '8' }));
    await screen.findByText('Offline — your answers are kept and will be sent');
    const kept = JSON.parse(localStorage.getItem(quizSessionKey('quiz-7')) ?? '{}');
    expect(kept).toMatchObject({
      attempt: { attemptId: 'attempt-1' },
      unconfirmed: expect.arrayContaining(['q1', 'q2']),
    });
    first.unmount();

    online = true;
    const savesBefore = calls.saves.length;
    renderQuiz();
    expect(await screen.findByText(/We kept your answers from last time/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Question 2 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '8' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    // The same attempt is resumed, not a second one started.
    expect(calls.start).toBe(1);
    await waitFor(() =>
      expect(
        calls.saves
          .slice(savesBefore)
          .map((s) => s.questionId)
          .sort(),
      ).toEqual(['q1', 'q2']),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('an expired subscription: the alert, renewal 500 ms later, and the refused answer kept on the device', async () => {
    mockQuizGateway({ onSave: () => 'expired' });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('radio', { name: '5' }));
    expect(await screen.findByText('Your subscription has expired. Please renew.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Renewal page' })).toBeInTheDocument();
    // Nothing the child answered is lost: the attempt and the unconfirmed answer wait on the device.
    expect(JSON.parse(localStorage.getItem(quizSessionKey('quiz-7')) ?? '{}')).toMatchObject({
      attempt: { attemptId: 'attempt-1' },
      answers: { q1: expect.anything() },
      unconfirmed: ['q1'],
    });
  });

  it('starts a fresh attempt when the child chooses to start again', async () => {
    const calls = mockQuizGateway({ onSave: () => 'fail' });
    const first = renderQuiz();
    await first.user.click(await screen.findByRole('radio', { name: '5' }));
    first.unmount();
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start again from the beginning' }));
    expect(await screen.findByRole('radio', { name: '5' })).not.toBeChecked();
    expect(calls.start).toBe(2);
  });
});

describe('AttemptQuizScreen submitting', () => {
  it('waits for every answer to be confirmed, finalizes once with the time spent, then opens the result', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
    let online = false;
    const calls = mockQuizGateway({ attempt: twoQuestions(), onSave: () => (online ? 'ok' : 'fail') });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    await act(() => vi.advanceTimersByTimeAsync(64_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^01:0[45]$/);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Offline — your answers are kept and will be sent')).toBeInTheDocument();
    expect(calls.finalize).toEqual([]);

    online = true;
    await act(() => vi.advanceTimersByTimeAsync(16_000));
    expect(await screen.findByRole('heading', { name: 'Result page' })).toBeInTheDocument();
    expect(calls.finalize).toHaveLength(1);
    const [finalize] = calls.finalize;
    expect(finalize?.attemptId).toBe('attempt-1');
    expect(Number.isInteger(finalize?.durationSeconds)).toBe(true);
    // Time spent is taken when Submit is pressed, not when the answers finally got through.
    expect(finalize?.durationSeconds).toBeGreaterThanOrEqual(64);
    expect(finalize?.durationSeconds).toBeLessThan(70);
    expect(localStorage.getItem(quizSessionKey('quiz-7'))).toBeNull();
  });
});
