import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { loadCatalogue } from './catalogues';
import { gradeLabel } from './grade-label';

describe('gradeLabel', () => {
  it('words "Grade N" in the reader\'s language and leaves other names as they are', async () => {
    await loadCatalogue('ur');
    const en = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
      translate('en', key, vars);
    const ur = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
      translate('ur', key, vars);
    expect(gradeLabel(en, 'Grade 3')).toBe('Grade 3');
    expect(gradeLabel(ur, 'Grade 3')).toBe('جماعت 3');
    expect(gradeLabel(ur, 'Kindergarten')).toBe('Kindergarten');
  });
});
