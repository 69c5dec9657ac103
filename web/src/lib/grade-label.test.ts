import { describe, expect, it } from 'vitest';
import { en } from '@/locales/en';
import { ur } from '@/locales/ur';
import { gradeLabel } from './grade-label';
import type { Translate } from './i18n';

/** A translate over one catalogue, without React. */
const translateWith =
  (catalogue: unknown): Translate =>
  (key, vars) =>
    String(
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
    ).replace(/\{(\w+)\}/g, (_, name: string) => String(vars?.[name]));

describe('gradeLabel', () => {
  it('words "Grade N" in the reader\'s language and leaves other names as they are', () => {
    expect(gradeLabel(translateWith(en), 'Grade 3')).toBe('Grade 3');
    expect(gradeLabel(translateWith(ur), 'Grade 3')).toBe('جماعت 3');
    expect(gradeLabel(translateWith(ur), 'Kindergarten')).toBe('Kindergarten');
  });
});
