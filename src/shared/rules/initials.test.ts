import { describe, expect, it } from 'vitest';
import { schoolInitials, userInitials } from './initials';

type Case = [rule: string, name: string | null | undefined, initials: string];

describe.each<{
  name: string;
  initials: (name: string | null | undefined) => string;
  cases: Case[];
}>([
  {
    name: 'userInitials',
    initials: userInitials,
    cases: [
      ['takes the first two letters of the full name', 'Grace Green', 'GR'],
      ['takes the first two letters of the full name', '  ada lovelace', 'AD'],
      ["falls back to 'U'", '', 'U'],
      ["falls back to 'U'", '   ', 'U'],
      ["falls back to 'U'", null, 'U'],
      ["falls back to 'U'", undefined, 'U'],
    ],
  },
  {
    name: 'schoolInitials',
    initials: schoolInitials,
    cases: [
      ['takes the first two letters of the school name', 'Riverside Academy', 'RI'],
      ["falls back to 'SX'", '', 'SX'],
      ["falls back to 'SX'", null, 'SX'],
    ],
  },
])('$name', ({ initials, cases }) => {
  it.each(cases)('%s: %j gives %s', (_rule, name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
