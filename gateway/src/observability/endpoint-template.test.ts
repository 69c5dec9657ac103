import { describe, expect, it } from 'vitest';
import { endpointTemplate } from './endpoint-template';

describe('endpointTemplate', () => {
  it('replaces ids, boards and usernames by their placeholders', () => {
    expect(endpointTemplate('quiz/start/12/')).toBe('quiz/start/{id}/');
    expect(endpointTemplate('student/quiz-result/9071/')).toBe('student/quiz-result/{id}/');
    expect(endpointTemplate('api/honors/monthly/')).toBe('api/honors/{board}/');
    expect(endpointTemplate('honors/quarterly/')).toBe('honors/{board}/');
    expect(endpointTemplate('teacher/student/hamza/quiz-history/')).toBe(
      'teacher/student/{username}/quiz-history/',
    );
    expect(endpointTemplate('teacher/student/mrs.khan%2Fx/quiz-history/')).toBe(
      'teacher/student/{username}/quiz-history/',
    );
  });

  it('keeps fixed routes as they are and ignores a leading slash and the query', () => {
    expect(endpointTemplate('user/me/')).toBe('user/me/');
    expect(endpointTemplate('/grades/?page=2')).toBe('grades/');
    expect(endpointTemplate('token/refresh/')).toBe('token/refresh/');
  });

  it('never passes an unknown path through: whatever it holds becomes "other"', () => {
    expect(endpointTemplate('user/ayesha/')).toBe('other');
    expect(endpointTemplate('quiz/start/')).toBe('other');
    expect(endpointTemplate('quiz/start//')).toBe('other');
    expect(endpointTemplate('teacher/student/hamza/quiz-history/extra/')).toBe('other');
    expect(endpointTemplate('')).toBe('other');
  });
});
