import { describe, expect, it } from 'vitest';
import { digitsOnly, formatCoinCount, shortAddress } from './format';

describe('coin formatting', () => {
  it('groups thousands in both languages', () => {
    expect(formatCoinCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCoinCount(1000, 'cn')).toBe('1,000');
  });

  it('shortens a wallet address to its ends', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
    expect(shortAddress('0x12')).toBe('0x12');
  });

  it('keeps digits only, without leading zeros (spec 5)', () => {
    expect(digitsOnly('1a2.5-')).toBe('125');
    expect(digitsOnly('-3')).toBe('3');
    expect(digitsOnly('1e3')).toBe('13');
    expect(digitsOnly('007')).toBe('7');
    expect(digitsOnly('0')).toBe('');
  });
});
