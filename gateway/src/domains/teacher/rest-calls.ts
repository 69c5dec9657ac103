import type { UpstreamClient } from '../../upstream/client';
import { parseData } from '../../upstream/parse';
import { historyDto, type HistoryDto } from '../results/upstream-types';
import { teacherStudentsDto, type TeacherStudentDto } from './upstream-types';

/** `GET teacher/students/`: the students of the teacher's school and city. */
export async function fetchTeacherStudents(client: UpstreamClient): Promise<TeacherStudentDto[]> {
  return parseData(teacherStudentsDto, await client.get('teacher/students/'));
}

/** `GET teacher/student/{username}/quiz-history/` — `username` validated by the caller. */
export async function fetchStudentQuizHistory(client: UpstreamClient, username: string): Promise<HistoryDto> {
  return parseData(
    historyDto,
    await client.get(`teacher/student/${encodeURIComponent(username)}/quiz-history/`),
  );
}
