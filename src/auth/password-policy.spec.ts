import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it('needs at least 12 characters, counting characters not bytes', () => {
    expect(passwordProblem('eleven-char')).toBe('The password must be at least 12 characters long.');
    expect(passwordProblem('twelve-chars')).toBeNull();
    expect(passwordProblem('ééééééééééé')).toBe('The password must be at least 12 characters long.');
  });

  it('allows long passphrases up to 128 characters and refuses longer ones', () => {
    expect(passwordProblem('a correct horse battery staple and then some more words to pass sixty-four')).toBeNull();
    expect(passwordProblem('x'.repeat(60) + 'y'.repeat(68))).toBeNull();
    expect(passwordProblem('xy'.repeat(65))).toBe('The password must be at most 128 characters long.');
  });

  it('has no composition rules', () => {
    expect(passwordProblem('all lower case words')).toBeNull();
  });

  it('refuses common passwords and their usual stretches, in any case', () => {
    for (const p of ['password1234', 'Password1234', 'qwertyuiop123', '123456789012', 'iloveyou2024!', 'letmeinletmein', 'aaaaaaaaaaaa', 'abcdefghijklm', 'correcthorsebatterystaple'])
      expect({ p, problem: passwordProblem(p) }).toEqual({ p, problem: 'This password is too common. Please choose a less predictable one.' });
  });

  it('refuses a password that is only the email name', () => {
    expect(passwordProblem('jsmith-jsmith', 'jsmith@example.com')).toBe('The password must not be based on your email address.');
    expect(passwordProblem('jsmith and a long phrase', 'jsmith@example.com')).toBeNull();
  });
});
