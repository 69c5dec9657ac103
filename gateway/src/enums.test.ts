import { describe, expect, it } from 'vitest';
import {
  genderEnum,
  homeLanguageEnum,
  planEnum,
  provinceEnum,
  questionTypeEnum,
  roleEnum,
  schoolingStatusEnum,
  textAlignmentEnum,
} from './enums';

describe('enum mapping', () => {
  it('maps every upstream province spelling both ways', () => {
    const pairs = [
      ['Azad Kashmir', 'AZAD_KASHMIR'],
      ['Balochistan', 'BALOCHISTAN'],
      ['Federal Territory', 'FEDERAL_TERRITORY'],
      ['Gilgit-Baltistan', 'GILGIT_BALTISTAN'],
      ['Khyber-Pakhtunkhwa', 'KHYBER_PAKHTUNKHWA'],
      ['Punjab', 'PUNJAB'],
      ['Sindh', 'SINDH'],
    ] as const;
    for (const [up, g] of pairs) {
      expect(provinceEnum.fromUpstream(up)).toBe(g);
      expect(provinceEnum.toUpstream(g)).toBe(up);
    }
    expect(provinceEnum.fromUpstream('Khyber Pakhtunkhwa')).toBe('KHYBER_PAKHTUNKHWA');
    expect(provinceEnum.fromUpstream('KPK')).toBe('KHYBER_PAKHTUNKHWA');
  });

  it('maps schooling statuses including the teacher choice', () => {
    expect(schoolingStatusEnum.fromUpstream('I am teacher')).toBe('TEACHER');
    expect(schoolingStatusEnum.fromUpstream('I am Teacher')).toBe('TEACHER');
    expect(schoolingStatusEnum.toUpstream('PRIVATE_SCHOOL')).toBe('Private school');
    expect(schoolingStatusEnum.fromUpstream('Madrassah')).toBe('MADRASSAH');
  });

  it('turns unknown or non-string values into null, never a crash', () => {
    for (const v of ['Mars', '', null, undefined, 42, {}]) {
      expect(provinceEnum.fromUpstream(v)).toBeNull();
      expect(roleEnum.fromUpstream(v)).toBeNull();
      expect(genderEnum.fromUpstream(v)).toBeNull();
    }
  });

  it('maps the small enums', () => {
    expect(roleEnum.fromUpstream('teacher')).toBe('TEACHER');
    expect(genderEnum.toUpstream('FEMALE')).toBe('Female');
    expect(homeLanguageEnum.fromUpstream('Saraiki')).toBe('SARAIKI');
    expect(homeLanguageEnum.toUpstream('URDU')).toBe('Urdu');
    expect(planEnum.fromUpstream('N/A')).toBeNull();
    expect(planEnum.toUpstream('YEARLY')).toBe('yearly');
    expect(questionTypeEnum.fromUpstream('fib')).toBe('FIB');
    expect(textAlignmentEnum.fromUpstream('center')).toBe('CENTER');
    expect(textAlignmentEnum.fromUpstream('justify')).toBeNull();
  });
});
