import { describe, expect, it } from 'vitest';
import { useClockedDouble } from '../../testing/clocked-double';
import { call, login } from '../../testing/test-client';

const T0 = new Date('2026-03-10T06:00:00Z'); // 11:00 AM in Karachi
const t = useClockedDouble(T0);

describe('teachers', () => {
  it('see the students of their own school and city (never a 500), grade as a name or null', async () => {
    const r = await call(t.double, 'teacher/students/', { token: await login(t.double, 'mrs.khan') });
    expect(r.status).toBe(200);
    expect(r.body.map((s: { username: string }) => s.username).sort()).toEqual(['ayesha', 'hamza', 'sana']);
    expect(r.body.find((s: { username: string }) => s.username === 'ayesha')).toEqual({
      full_name: 'Ayesha Siddiqui',
      email: 'ayesha@example.com',
      grade: 'Grade 3',
      gender: 'Female',
      school_name: 'Iqra Model School',
      city: 'Lahore',
      province: 'Punjab',
      username: 'ayesha',
    });
    const baloch = await call(t.double, 'teacher/students/', { token: await login(t.double, 'mr.baloch') });
    expect(baloch.body).toEqual([expect.objectContaining({ username: 'nadia', grade: null })]);
    expect(
      (await call(t.double, 'teacher/students/', { token: await login(t.double, 'ayesha') })).body,
    ).toEqual({
      error: 'Unauthorized',
    });
  });

  it('read the history of their own students only (username case-insensitive)', async () => {
    const token = await login(t.double, 'mrs.khan');
    const own = await call(t.double, 'teacher/student/SANA/quiz-history/', { token });
    expect(own.status).toBe(200);
    expect(own.body.full_name).toBe('Sana Malik');
    expect(own.body.results.length).toBeGreaterThan(0);
    expect((await call(t.double, 'teacher/student/omar/quiz-history/', { token })).body).toEqual({
      error: "You are not authorized to view this student's data.",
    });
    expect((await call(t.double, 'teacher/student/nobody/quiz-history/', { token })).body).toEqual({
      error: 'Student not found.',
    });
    expect(
      (await call(t.double, 'teacher/student/sana/quiz-history/', { token: await login(t.double, 'ayesha') }))
        .body,
    ).toEqual({ error: 'Only teachers can access this view.' });
  });
});

describe('teachers at recorded fidelity', () => {
  it('get the recorded HTML 500 when a listed student has a grade, the list when none has', async () => {
    t.double.fidelity = 'recorded';
    const khan = await call(t.double, 'teacher/students/', { token: await login(t.double, 'mrs.khan') });
    expect(khan.status).toBe(500);
    expect(khan.headers.get('content-type')).toBe('text/html');
    expect(khan.text).toContain('<title>Server Error (500)</title>');
    const baloch = await call(t.double, 'teacher/students/', { token: await login(t.double, 'mr.baloch') });
    expect(baloch.status).toBe(200);
    expect(baloch.body).toEqual([expect.objectContaining({ username: 'nadia', grade: null })]);
    t.double.reset(); // back to the fidelity it started with
    expect(t.double.fidelity).toBe('corrected');
    expect(
      (await call(t.double, 'teacher/students/', { token: await login(t.double, 'mrs.khan') })).status,
    ).toBe(200);
  });
});
