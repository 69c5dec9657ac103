// Stored XSS, gateway side: question HTML is passed through UNCHANGED (the web client sanitizes it when it
// renders; changing it here would break formatting and blanks), delivered as a JSON string — never as HTML
// the browser would run — and the API's responses are JSON with nosniff. Rendering is proven inert in
// Chromium (test/e2e/quiz-resilience.e2e.ts, "stored XSS").
import { describe, expect, it } from 'vitest';
import { codes } from './support';
import { useStack } from './stack-support';

const XSS_HTML =
  '<p>What is 2 + 2?<img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>' +
  '<a href="javascript:window.__xss=1">hint</a><svg onload="window.__xss=1"></svg></p>';

const stack = useStack();

describe('question HTML with a stored-XSS payload', () => {
  it('reaches the client unchanged, as a JSON string, with nosniff', async () => {
    stack.double.faults.add({
      method: 'POST',
      path: '/api/quiz/start/26/',
      status: 200,
      body: {
        preview_mode: true,
        attempt_id: null,
        quiz_title: '<script>window.__xss=1</script>Quiz',
        questions: [
          {
            question_id: 'q1',
            type: 'scq',
            question_text: XSS_HTML,
            options: ['<b onmouseover=x>4</b>', '5'],
          },
        ],
        total_expected_questions: 1,
        formatting: { font_size: 16, text_alignment: 'left', input_box_width: 2, line_spacing: 1.5 },
      },
    });
    const res = await stack
      .client()
      .gql(
        'mutation { startQuiz(input: { quizId: "26" }) { attempt { quizTitle questions { html options } } } }',
      );
    expect(codes(res)).toEqual([]);
    const attempt = res.data.startQuiz.attempt;
    expect(attempt.questions[0].html).toBe(XSS_HTML);
    expect(attempt.questions[0].options).toEqual(['<b onmouseover=x>4</b>', '5']);
    expect(attempt.quizTitle).toBe('<script>window.__xss=1</script>Quiz');
    expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
