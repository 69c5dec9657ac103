import { expect, it } from 'vitest';
import { classifyBody } from './body';

it('classifies JSON, empty, HTML and garbage bodies', () => {
  expect(classifyBody(200, 'application/json', '{"a":1}')).toEqual({ kind: 'json', data: { a: 1 } });
  expect(classifyBody(204, undefined, '')).toEqual({ kind: 'empty', data: null });
  expect(classifyBody(200, 'application/json', '  ')).toEqual({ kind: 'empty', data: null });
  expect(classifyBody(500, 'text/html', '<!doctype html><h1>Server Error (500)</h1>').kind).toBe('html');
  expect(classifyBody(500, undefined, '\n<!doctype html>').kind).toBe('html');
  expect(classifyBody(200, 'application/json', '{broken').kind).toBe('text');
  expect(classifyBody(200, undefined, '[1,2]')).toEqual({ kind: 'json', data: [1, 2] });
});
