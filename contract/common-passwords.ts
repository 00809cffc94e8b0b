/**
 * Passwords refused outright (NIST SP 800-63B: check against commonly used and compromised values).
 * A short list of the most used passwords, Philippine favourites included; compared case-insensitively.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '87654321', '11111111', '00000000', '12341234', '11223344',
  '123123123', '1q2w3e4r', '1qaz2wsx', 'qwertyui', 'qwerty123', 'qwertyuiop', 'asdfghjk', 'zxcvbnm1',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa$$word',
  'iloveyou', 'iloveyou1', 'iloveyou2', 'princess', 'sunshine', 'football', 'baseball', 'basketball',
  'superman', 'batman123', 'trustno1', 'welcome1', 'welcome123', 'letmein1', 'monkey123', 'dragon123',
  'master123', 'abc12345', 'abcd1234', 'aa123456', 'changeme', 'admin123', 'administrator', 'qwerty12',
  'mahalkita', 'mahal1234', 'iloveyou143', 'pilipinas', 'philippines', 'manila123', 'jesus123', 'godisgood',
  'christian', 'michael1', 'jennifer', 'jonathan', 'computer', 'internet', 'whatever', 'starwars',
  'empleo123', 'empleo2026', 'employee', 'employee1', 'company1', 'secret123', 'default1', 'test1234',
])

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}
