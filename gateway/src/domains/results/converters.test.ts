import { describe, expect, it } from 'vitest';
import { displayAnswer, readableQuestionText } from './converters';

describe('displayAnswer', () => {
  it.each([
    ['17', '17'],
    [{ selected: '17' }, '17'],
    [['86', '88'], '86, 88'],
    [{ selected: ['110', '108'] }, '110, 108'],
    [{ a: '15', b: '10' }, 'a: 15; b: 10'],
    [{ a: '15', b: '' }, 'a: 15; b:'],
    ['<p>Lahore</p>', 'Lahore'],
    [42, '42'],
    ['', null],
    ['  ', null],
    [[], null],
    [{}, null],
    [{ a: '', b: ' ' }, null],
    [{ selected: '' }, null],
    [null, null],
    [undefined, null],
  ])('%o → %o', (value, shown) => {
    expect(displayAnswer(value)).toBe(shown);
  });
});

describe('readableQuestionText', () => {
  it('separates sentences the upstream glued together when it stripped paragraphs', () => {
    expect(readableQuestionText('Fill in the blanks.[a] comes just before 650')).toBe(
      'Fill in the blanks. [a] comes just before 650',
    );
    expect(readableQuestionText('<p>Read this.</p><p>Which is a noun?</p>')).toBe(
      'Read this. Which is a noun?',
    );
  });
  it('leaves decimals and ordinary text alone', () => {
    expect(readableQuestionText('What is 2.5 + 1.5?')).toBe('What is 2.5 + 1.5?');
  });
});
