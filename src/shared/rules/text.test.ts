import { describe, expect, it } from 'vitest';
import { badTextReason, plural } from './text.ts';

describe('badTextReason', () => {
  it('finds NUL characters and lone surrogates, and nothing in good text', () => {
    expect(badTextReason('a\u0000b')).toContain('NUL');
    for (const lone of ['\ud800', 'a\ud800b', '\udc00', 'x\udfff', '\ud83d\ud83d']) {
      expect(badTextReason(lone)).toContain('lone surrogate');
    }
    for (const good of ['', 'plain', 'Zoë 😀', '\ud83d\ude00', '\u00a0\ufffd']) {
      expect(badTextReason(good)).toBeNull();
    }
  });
});

describe('plural', () => {
  it('says the count with its noun, one or many', () => {
    expect(plural(1, 'row')).toBe('1 row');
    expect(plural(0, 'row')).toBe('0 rows');
    expect(plural(2, 'class waits', 'classes wait')).toBe('2 classes wait');
  });
});
