import { describe, expect, it } from 'vitest';
import { findMalformedString } from './well-formed-strings.ts';

describe('findMalformedString', () => {
  it('names the first field holding a NUL or a lone surrogate', () => {
    expect(findMalformedString({ events: [{ staffId: 'ok' }, { staffId: 'a\u0000b' }] }, 'body')).toEqual({
      name: 'body/events/1/staffId',
      reason: 'must not contain NUL characters',
    });
    expect(findMalformedString({ description: 'x\uD800y' }, 'body')).toMatchObject({ name: 'body/description', reason: expect.stringMatching(/lone surrogates/) });
    expect(findMalformedString({ ['a\u0000']: 1 }, 'body')).toMatchObject({ name: 'body/a?' });
  });

  it('accepts any well-formed text, emoji and right-to-left scripts included', () => {
    expect(findMalformedString({ name: 'שירותים 🚻', list: ['مرحاض', 1, null, true] }, 'body')).toBeNull();
    expect(findMalformedString('plain', 'params')).toBeNull();
  });
});
