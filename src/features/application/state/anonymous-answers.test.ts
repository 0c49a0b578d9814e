import { afterEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_ANSWERS_KEY,
  clearAnonymousAnswers,
  hasAnswers,
  readAnonymousAnswers,
  writeAnonymousAnswers,
} from './anonymous-answers';

afterEach(() => localStorage.clear());

describe('anonymous answers', () => {
  it('keeps the non-empty answers in localStorage and reads them back', () => {
    writeAnonymousAnswers({ first_name: 'Ada', last_name: '' });
    expect(JSON.parse(localStorage.getItem(ANONYMOUS_ANSWERS_KEY) ?? '')).toEqual({ first_name: 'Ada' });
    expect(readAnonymousAnswers()).toEqual({ first_name: 'Ada' });
    clearAnonymousAnswers();
    expect(readAnonymousAnswers()).toEqual({});
  });

  it('ignores what is not a map of strings', () => {
    localStorage.setItem(ANONYMOUS_ANSWERS_KEY, '{"first_name": 3, "city": "Atlanta"}');
    expect(readAnonymousAnswers()).toEqual({ city: 'Atlanta' });
    localStorage.setItem(ANONYMOUS_ANSWERS_KEY, 'not json');
    expect(readAnonymousAnswers()).toEqual({});
  });

  it('counts an answer as filled unless it is empty or an unticked box', () => {
    expect(hasAnswers({ a: '', b: 'false' })).toBe(false);
    expect(hasAnswers({ a: 'Ada' })).toBe(true);
  });
});
