import { containsPattern, escapeLike, LIKE_ESCAPE } from './sql-like';

describe('LIKE patterns from user input', () => {
  it('escapes both wildcards and the escape character with "!"', () => {
    expect(escapeLike('50%_off!')).toBe('50!%!_off!!');
  });

  it('leaves ordinary text, backslashes and quotes alone', () => {
    expect(escapeLike(String.raw`a\b 'c' "d"`)).toBe(String.raw`a\b 'c' "d"`);
  });

  it('wraps the escaped input for a "contains" search', () => {
    expect(containsPattern('100%')).toBe('%100!%%');
    expect(containsPattern('')).toBe('%%');
  });

  it('declares the escape character the patterns use', () => {
    expect(LIKE_ESCAPE).toBe("ESCAPE '!'");
  });
});
