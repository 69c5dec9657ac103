// The recorded cases that show a listed real-backend DEFECT, and what the double does instead (the
// contract test asserts these differ from the recording). Each entry names the defect it refuses to copy.
import { expect } from 'vitest';
import type { RecordedCase } from './replay';
import { shapeMismatches, type Shape } from './shape';
import type { UpstreamDouble } from '../index';
import { addDays, karachiDate } from '../time';

export interface Actual {
  status: number;
  headers: Headers;
  text: string;
  // Bodies are checked structurally against recordings, so a loose type is the honest one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

type Check = (a: Actual, c: RecordedCase) => void;

const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};

/** Recorded behaviour that is a real-backend defect the double must NOT copy: what the double does instead. */
export function defectChecks(double: UpstreamDouble, expectLikeRecording: Check): Record<number, Check> {
  // D: "user/me/ returns only five fields" — the grade comes too (the teacher's null).
  const meWithGrade =
    (grade: string | null): Check =>
    (a, c) => {
      expect(a.status).toBe(200);
      const { grade: got, ...five } = a.body;
      expect(got).toBe(grade);
      expect(shapeMismatches(c.response.shape as Shape, five)).toEqual([]);
    };
  return {
    28: meWithGrade('Grade 3'),
    29: meWithGrade(null),
    30: meWithGrade('Grade 3'),
    // D: "any teacher can read any student's result" — teacher3 (other school) is refused.
    58: (a) =>
      expect(a).toMatchObject({ status: 403, body: { error: 'Unauthorized access to this result.' } }),
    // D: "stray answers to questions outside the attempt are accepted" — refused.
    65: (a) => expect(a).toMatchObject({ status: 400, body: { detail: 'Invalid question ID.' } }),
    // D: "unanswered questions are not counted at finalize" — all 5 served count (recorded: 4 total, 75%, C+).
    66: (a, c) => {
      expectLikeRecording(a, c);
      expect(a.body).toMatchObject({
        total_questions: 5,
        correct_answers: 3,
        marks_obtained: 6,
        percentage: 60,
        grade: 'D-',
      });
      expect(a.body.question_feedback).toHaveLength(5);
    },
    // Same defect seen from the result: the letter came from the finalize-time count (C+ for 60%).
    67: (a, c) => {
      expectLikeRecording(a, c);
      expect(a.body).toMatchObject({ total_questions: 5, percentage: 60, grade_letter: 'D-' });
    },
    // D: "subject performance counts SCQ/MCQ as wrong and takes the class average from the wrong grade" —
    // student1 got 7/7 + 3/5 in Mathematics: 83.33 (recorded 20.0), and the class average is not 0.
    71: (a) => {
      expect(a.status).toBe(200);
      expect(a.body.map((r: { subject: string }) => r.subject)).toEqual([
        'Mathematics',
        'Overall Performance',
      ]);
      expect(a.body[0]).toMatchObject({ student_avg: 83.33 });
      expect(a.body[0].class_avg).toBeGreaterThan(0);
    },
    72: (a) => {
      expect(a.status).toBe(200);
      expect(a.body.at(-1).subject).toBe('Overall Performance');
      for (const row of a.body) expect(row.class_avg).toBeGreaterThan(0);
    },
    // D: "teacher's student list returns an HTML 500 whenever a student has a grade" — 200 JSON.
    75: (a) => {
      expect(a.status).toBe(200);
      expect(
        shapeMismatches(
          [
            {
              full_name: 'str',
              email: 'str',
              grade: 'str',
              gender: 'str',
              school_name: 'str',
              city: 'str',
              province: 'str',
              username: 'str',
            },
          ],
          a.body,
        ),
      ).toEqual([]);
      expect(a.body.map((s: { username: string }) => s.username)).toEqual(
        expect.arrayContaining(['ayesha', 'sana']),
      );
    },
    // D: "the real API extends the subscription at once" — the request waits for approval.
    96: (a, c) => {
      expectLikeRecording(a, c);
      expect(a.body).toMatchObject({ status: 'expired', expiry: addDays(karachiDate(new Date()), -6) });
    },
    // D7: "grade='' clears the student's grade" — same answer, but the grade is kept…
    109: (a, c) => {
      expectLikeRecording(a, c);
      expect(double.admin.findUser('fatima')?.grade).toBe('Grade 5');
    },
    // …so the own-grade quiz is a real attempt, not a preview.
    110: (a) => {
      expect(a.status).toBe(200);
      expect(a.body.preview_mode).toBe(false);
      expect(typeof a.body.attempt_id).toBe('number');
    },
    // D: "old tokens stay valid after a password change" — 401 token_not_valid.
    121: (a) => expect(a).toMatchObject({ status: 401, body: TOKEN_NOT_VALID }),
  };
}
