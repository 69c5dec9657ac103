import { describe, expect, it } from 'vitest';
import { toCatalogue, toGradeOptions } from './converters';
import { gradesDto, landingDto } from './upstream-types';

describe('toCatalogue', () => {
  const dto = landingDto.parse([
    { grade: 'Grade 10', subjects: [] },
    {
      grade: 'Grade 3',
      subjects: [
        {
          subject: 'Mathematics',
          chapters: [
            {
              chapter: 'Numbers',
              quizzes: [
                { id: 26, title: '10. Numbers Review' },
                { id: 25, title: '2. Numbers SCQ Drill' },
                { id: 24, title: '1. Numbers Mixed Quiz' },
                { id: 'x', title: 'Bonus quiz' },
                { bogus: true },
              ],
            },
          ],
        },
      ],
    },
    { grade: 'Grade 1', subjects: 'not a list' },
  ]);

  it('orders grades by number and quizzes by their leading number, with path ids', () => {
    const c = toCatalogue(dto);
    expect(c.map((g) => g.name)).toEqual(['Grade 1', 'Grade 3', 'Grade 10']);
    const chapter = c[1]?.subjects[0]?.chapters[0];
    expect(chapter?.id).toBe('Grade 3/Mathematics/Numbers');
    expect(c[1]?.subjects[0]?.id).toBe('Grade 3/Mathematics');
    expect(chapter?.quizzes.map(({ id, number, title }) => ({ id, number, title }))).toEqual([
      { id: '24', number: 1, title: '1. Numbers Mixed Quiz' },
      { id: '25', number: 2, title: '2. Numbers SCQ Drill' },
      { id: '26', number: 10, title: '10. Numbers Review' },
      { id: 'x', number: null, title: 'Bonus quiz' },
    ]);
    // Each quiz names where the catalogue lists it, so a progress entry that links to it needs no copy.
    expect(chapter?.quizzes[0]).toMatchObject({
      grade: 'Grade 3',
      subject: 'Mathematics',
      chapter: 'Numbers',
    });
    expect(c[0]?.subjects).toEqual([]);
  });

  it('does not mutate the (cached) upstream data', () => {
    const before = JSON.stringify(dto);
    toCatalogue(dto);
    expect(JSON.stringify(dto)).toBe(before);
  });
});

describe('toGradeOptions', () => {
  it('reads [{id, name}] and the older [{label, value}]', () => {
    expect(
      toGradeOptions(
        gradesDto.parse([
          { id: 2, name: 'Grade 2' },
          { id: 1, name: 'Grade 1' },
        ]),
      ),
    ).toEqual([
      { id: '1', label: 'Grade 1' },
      { id: '2', label: 'Grade 2' },
    ]);
    expect(
      toGradeOptions(
        gradesDto.parse([
          { label: 'Grade 4', value: 4 },
          { label: 'Grade 5', value: '5' },
        ]),
      ),
    ).toEqual([
      { id: '4', label: 'Grade 4' },
      { id: '5', label: 'Grade 5' },
    ]);
  });
});
