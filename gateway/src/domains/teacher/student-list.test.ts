import { expect, it } from 'vitest';
import { filterAndSortStudents } from './student-list';
import { teacherStudentsDto } from './upstream-types';

const students = teacherStudentsDto.parse([
  { username: 'sana', full_name: 'Sana Malik', grade: 'Grade 3', gender: 'Female', province: 'Punjab' },
  { username: 'hamza', full_name: 'Hamza Ali', grade: 'Grade 5', gender: 'Male' },
  { username: 'ayesha', full_name: 'Ayesha Siddiqui', grade: 'Grade 3' },
  { username: 'nadia', full_name: null, grade: null, gender: 'X', province: 'Mars' },
  { full_name: 'no username' },
]);

it('drops rows without a username and sorts by name both ways', () => {
  expect(filterAndSortStudents(students, null, 'NAME_ASC').map((s) => s.username)).toEqual([
    'ayesha',
    'hamza',
    'nadia',
    'sana',
  ]);
  expect(filterAndSortStudents(students, undefined, 'NAME_DESC').map((s) => s.username)).toEqual([
    'sana',
    'nadia',
    'hamza',
    'ayesha',
  ]);
});

it('filters by grade name, case-insensitively', () => {
  expect(filterAndSortStudents(students, 'grade 3', 'NAME_ASC').map((s) => s.username)).toEqual([
    'ayesha',
    'sana',
  ]);
  expect(filterAndSortStudents(students, 'Grade 4', null)).toEqual([]);
});
