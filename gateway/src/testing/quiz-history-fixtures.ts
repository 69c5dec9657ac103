// Shared by the property tests that compose her figures from generated histories: a small catalogue and the API's
// own way of writing a moment.
import type { CatalogueGradeSource } from '../domains/catalogue/converters';

/** Grades 2 and 3, each subject with one chapter of two quizzes ("1. Mixed Quiz", "2. SCQ Drill"). */
export function twoGradeCatalogue(subjects: readonly string[]): CatalogueGradeSource[] {
  return ['Grade 2', 'Grade 3'].map((grade) => ({
    id: grade,
    name: grade,
    subjects: subjects.map((subject) => ({
      id: `${grade}/${subject}`,
      name: subject,
      chapters: [
        {
          id: `${grade}/${subject}/One`,
          name: 'One',
          quizzes: ['1. Mixed Quiz', '2. SCQ Drill'].map((title) => ({
            id: `${grade}/${subject}/${title}`,
            title,
            number: Number(title[0]),
            grade,
            subject,
            chapter: 'One',
          })),
        },
      ],
    })),
  }));
}

/** `DD-MM-YYYY hh:mm AM` in Karachi, as the API writes it. */
export function karachiStamp(ms: number): string {
  const d = new Date(ms + 5 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const h = d.getUTCHours();
  return `${p(d.getUTCDate())}-${p(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${p(h % 12 || 12)}:${p(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
