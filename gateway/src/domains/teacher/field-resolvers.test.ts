import { expect, it } from 'vitest';
import { resolveFields } from '../../testing/resolve-fields';
import { studentType } from './field-resolvers';
import { teacherStudentsDto } from './upstream-types';

const students = teacherStudentsDto.parse([
  { username: 'sana', full_name: 'Sana Malik', grade: 'Grade 3', gender: 'Female', province: 'Punjab' },
  { username: 'hamza', full_name: 'Hamza Ali', grade: 'Grade 5', gender: 'Male' },
  { username: 'ayesha', full_name: 'Ayesha Siddiqui', grade: 'Grade 3' },
  { username: 'nadia', full_name: null, grade: null, gender: 'X', province: 'Mars' },
  { full_name: 'no username' },
]);

it('maps a student, unknown enum wording → null', async () => {
  expect(await resolveFields(studentType, students[3])).toMatchObject({
    id: 'nadia',
    gender: null,
    province: null,
    grade: null,
    fullName: null,
  });
  expect(await resolveFields(studentType, students[0])).toMatchObject({
    gender: 'FEMALE',
    province: 'PUNJAB',
    grade: 'Grade 3',
  });
});
