import { isAlreadyUsedReason } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../domain/errors.ts';
import { nameKey } from '../../../domain/name-key.ts';
import { requireFreeFranchiseName } from './franchise.rules.ts';

describe('franchise name uniqueness', () => {
  const franchises = [
    { franchiseId: 'f-1', franchiseName: 'Buzzz Demo Franchise' },
    { franchiseId: 'f-2', franchiseName: 'Śląsk' },
  ];

  it('compares names trimmed and regardless of case', () => {
    expect(nameKey('  buzzz demo FRANCHISE\u200f')).toBe(nameKey('Buzzz Demo Franchise'));
    expect(nameKey('ŚLĄSK')).toBe(nameKey('śląsk'));
  });

  it("refuses another franchise's name, naming franchiseName, in words the dashboard recognises", () => {
    expect(() => requireFreeFranchiseName('Buzzz Demo Franchise', franchises)).toThrow(
      expect.objectContaining({ field: 'franchiseName', message: 'franchiseName "Buzzz Demo Franchise" is already used by another franchise' }),
    );
    expect(() => requireFreeFranchiseName(' buzzz demo franchise ', franchises)).toThrow(ValidationError);
    expect(() => requireFreeFranchiseName('śląsk', franchises, 'f-1')).toThrow(ValidationError);
    try {
      requireFreeFranchiseName('ŚLĄSK', franchises);
      expect.unreachable('the name is taken');
    } catch (error) {
      expect(isAlreadyUsedReason((error as ValidationError).message)).toBe(true);
    }
  });

  it('lets a franchise keep its own name (or change its case), and allows new names', () => {
    expect(() => requireFreeFranchiseName('BUZZZ demo franchise', franchises, 'f-1')).not.toThrow();
    expect(() => requireFreeFranchiseName('Buzzz Demo Franchise 2', franchises)).not.toThrow();
    expect(() => requireFreeFranchiseName('Anything', [])).not.toThrow();
    expect(() => requireFreeFranchiseName('  ', franchises)).not.toThrow();
  });
});
