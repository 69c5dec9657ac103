import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptQuizStartDocument } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { attemptFixture, mockQuizGateway, renderQuiz } from './attempt-quiz.fixtures';

beforeEach(() => {
  localStorage.clear();
  // Save/start failures are logged as warnings by design (spec §8); keep the test output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

type Question = ReturnType<typeof attemptFixture>['questions'][number];
const [QUESTION_1, , , QUESTION_4] = attemptFixture().questions as [Question, Question, Question, Question];

const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n},`) });

describe('AttemptQuizScreen', () => {
  it('starts exactly one attempt under StrictMode and shows the first question', async () => {
    const calls = mockQuizGateway();
    renderQuiz();
    expect(screen.getByText('Getting your quiz ready…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '2. Numbers Drill' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.getByText('What is 2 + 3?')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Question \d/ })).toHaveLength(4);
    expect(dot(1)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(calls.start).toBe(1);
  });

  it('keeps Previous disabled on the first question and Next disabled until a single choice is made', async () => {
    const calls = mockQuizGateway();
    const { user } = renderQuiz();
    await screen.findByText('What is 2 + 3?');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(dot(1)).toHaveAttribute('data-answered', 'false');

    await user.click(screen.getByRole('radio', { name: '5' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toHaveAttribute(
      'data-answered',
      'true',
    );
    await waitFor(() =>
      expect(calls.saves).toEqual([
        { attemptId: 'attempt-1', questionId: 'q1', questionType: 'SCQ', selected: '5' },
      ]),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Question 2 of 4' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('needs at least one ticked box for a multiple choice', async () => {
    const calls = mockQuizGateway();
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Question 2, not answered yet' }));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '8' }));
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    expect(next).toBeEnabled();
    await waitFor(() =>
      expect(calls.saves.at(-1)).toMatchObject({
        questionId: 'q2',
        questionType: 'MCQ',
        selectedOptions: ['2', '8'],
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: '8' }));
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    expect(next).toBeDisabled();
  });

  it('renders fill-in blanks inline where the markers are, and needs every blank filled', async () => {
    const calls = mockQuizGateway();
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Question 3, not answered yet' }));
    const blankA = screen.getByRole('textbox', { name: 'Blank a' });
    const blankB = screen.getByRole('textbox', { name: 'Blank b' });
    // Inline: inside the authored paragraph (and the bold element), in place of the markers.
    const paragraph = blankA.closest('p');
    expect(paragraph).toHaveTextContent(/^The sun rises in the and sets in the \.$/);
    expect(blankB.closest('strong')).not.toBeNull();
    expect(paragraph?.textContent).not.toContain('[a]');
    expect(blankA).toHaveStyle({ width: '120px' });

    const next = screen.getByRole('button', { name: 'Next' });
    await user.type(blankA, 'east');
    expect(next).toBeDisabled();
    await user.type(blankB, '   ');
    expect(next).toBeDisabled();
    await user.clear(blankB);
    await user.type(blankB, 'west');
    expect(next).toBeEnabled();
    // Typing is debounced: one save with both blanks once typing pauses, not one per key.
    await waitFor(() =>
      expect(calls.saves.at(-1)).toMatchObject({
        questionId: 'q3',
        questionType: 'FIB',
        blanks: [
          { label: 'a', value: 'east' },
          { label: 'b', value: 'west' },
        ],
      }),
    );
    expect(calls.saves.length).toBeLessThan(4);
  });

  it('applies the quiz formatting to the question', async () => {
    mockQuizGateway();
    renderQuiz();
    const text = await screen.findByText('What is 2 + 3?');
    expect(text.closest('[style]')).toHaveStyle({ fontSize: '20px', lineHeight: '1.8', textAlign: 'left' });
  });

  it('advances with Enter only once the question is answered, and submits with Enter on the last', async () => {
    const calls = mockQuizGateway({ attempt: attemptFixture({ questions: [QUESTION_1, QUESTION_4] }) });
    const { user } = renderQuiz();
    const radio = await screen.findByRole('radio', { name: '5' });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Question 1 of 2' })).toBeInTheDocument();
    await user.click(radio);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Question 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Apple' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Result page' })).toBeInTheDocument();
    expect(calls.finalize).toHaveLength(1);
  });

  it('jumps to a question from its dot', async () => {
    mockQuizGateway();
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Question 4, not answered yet' }));
    expect(screen.getByText('Which is a fruit?')).toBeInTheDocument();
    expect(dot(4)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('renders hostile question HTML inert', async () => {
    const hostile = {
      ...QUESTION_1,
      html: '<p>Count <img src="/media/apples.png" alt="apples" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">here</a></p>',
    };
    mockQuizGateway({ attempt: attemptFixture({ questions: [hostile] }) });
    const { container } = renderQuiz();
    const image = await screen.findByRole('img', { name: 'apples' });
    expect(image).toHaveAttribute('src', '/media/apples.png');
    expect(image).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('here')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows a friendly message with a way home for an unknown quiz', async () => {
    server.use(
      gqlApi.mutation(AttemptQuizStartDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Quiz not found', extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    );
    renderQuiz();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the quiz list' })).toHaveAttribute('href', '/');
  });

  it('retries a start that failed on the network, telling the child calmly', async () => {
    const calls = mockQuizGateway();
    let failed = false;
    server.use(
      gqlApi.mutation(AttemptQuizStartDocument, () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.error();
      }),
    );
    renderQuiz();
    expect(await screen.findByText('Still connecting to Learnify… we will keep trying.')).toBeInTheDocument();
    expect(await screen.findByText('What is 2 + 3?')).toBeInTheDocument();
    expect(calls.start).toBe(1);
  });
});

describe('AttemptQuizScreen in preview mode', () => {
  it('explains the preview, opens only three questions, saves nothing and exits home', async () => {
    const calls = mockQuizGateway({ attempt: attemptFixture({ preview: true }) });
    const { user } = renderQuiz();
    const banner = await screen.findByText(/This is a preview/);
    expect(banner).toHaveTextContent(
      'your answers are not saved, and only the first 3 questions can be opened',
    );
    expect(dot(4)).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Question 1 of 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Question 3 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // Enter on the last reachable question does not leave the preview by surprise.
    await user.type(screen.getByRole('textbox', { name: 'Blank a' }), 'east');
    await user.type(screen.getByRole('textbox', { name: 'Blank b' }), 'west{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Question 3 of 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exit Preview' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(calls.saves).toEqual([]);
    expect(calls.finalize).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
