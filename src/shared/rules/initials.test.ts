import { describe, expect, it } from 'vitest';
import { schoolInitials, userInitials } from './initials';

describe('userInitials', () => {
  it('takes the first two letters of the full name', () => {
    expect(userInitials('Grace Green')).toBe('GR');
    expect(userInitials('  ada lovelace')).toBe('AD');
  });

  it("falls back to 'U'", () => {
    expect(userInitials('')).toBe('U');
    expect(userInitials('   ')).toBe('U');
    expect(userInitials(null)).toBe('U');
    expect(userInitials(undefined)).toBe('U');
  });
});

describe('schoolInitials', () => {
  it('takes the first two letters of the school name', () => {
    expect(schoolInitials('Riverside Academy')).toBe('RI');
  });

  it("falls back to 'SX'", () => {
    expect(schoolInitials('')).toBe('SX');
    expect(schoolInitials(null)).toBe('SX');
  });
});
