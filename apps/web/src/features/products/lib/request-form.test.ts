import { formatRequestCount } from '@miao/contracts/products';
import { describe, expect, it } from 'vitest';
import { cutContact, cutNickname, requestBody, validateRequestForm } from './request-form';

const problem = (nickname: string, contact: string, mode: 'cn' | 'en') =>
  validateRequestForm({ nickname, contact }, mode);

describe('request form validation (spec 5)', () => {
  it('China mode needs a mainland mobile: 11 digits, 1 then 3-9', () => {
    expect(problem('小明', '13812345678', 'cn')).toBeNull();
    expect(problem('小明', '19912345678', 'cn')).toBeNull();
    for (const bad of [
      '',
      '12812345678',
      '10812345678',
      '1381234567',
      '138123456789',
      'abc',
      'ming@example.com',
    ]) {
      expect(problem('小明', bad, 'cn'), bad).toMatchObject({
        field: 'contact',
        message: 'products.request.errors.input_error_mobile',
      });
    }
  });

  it('overseas needs an e-mail with a 2-4 letter top-level part', () => {
    expect(problem('Ming', 'ming@example.com', 'en')).toBeNull();
    expect(problem('Ming', 'ming@example.info', 'en')).toBeNull();
    expect(problem('Ming', ' ming@example.io ', 'en')).toBeNull();
    for (const bad of [
      '',
      'ming',
      'ming@example',
      'ming@example.c',
      'ming@example.museum',
      'ming@example.c0m',
      'mi ng@example.com',
      '13812345678',
    ]) {
      expect(problem('Ming', bad, 'en'), bad).toMatchObject({
        field: 'contact',
        message: 'products.request.errors.input_error_email',
      });
    }
  });

  it('checks the contact first, then a contact name that is not blank after trim', () => {
    expect(problem('', 'bad', 'en')).toMatchObject({ field: 'contact' });
    expect(problem('', 'ming@example.com', 'en')).toMatchObject({
      field: 'nickname',
      problem: 'nickname_required',
    });
    expect(problem('   ', '13812345678', 'cn')).toMatchObject({
      field: 'nickname',
      problem: 'nickname_required',
    });
    expect(problem('a'.repeat(21), 'ming@example.com', 'en')).toMatchObject({
      field: 'nickname',
      problem: 'nickname_too_long',
    });
  });

  it('cuts the e-mail at 80 characters and the name at 20', () => {
    expect(cutContact(`${'a'.repeat(90)}@example.com`, 'en')).toHaveLength(80);
    expect(cutNickname('名'.repeat(25))).toBe('名'.repeat(20));
    expect(cutNickname('a'.repeat(20))).toHaveLength(20);
    // a mobile keeps its digits only, 11 of them
    expect(cutContact('138 1234 5678 9', 'cn')).toBe('13812345678');
  });

  it('sends the mode and trims what it sends', () => {
    expect(requestBody('cyberboard-r4', { nickname: ' Ming ', contact: ' ming@example.com ' }, 'en')).toEqual(
      {
        product_code: 'cyberboard-r4',
        nickname: 'Ming',
        mobile: '',
        email: 'ming@example.com',
        mode: 'en',
      },
    );
    expect(requestBody('am-hatsu', { nickname: '小明', contact: '13812345678' }, 'cn')).toMatchObject({
      mobile: '13812345678',
      email: '',
    });
  });
});

describe('request count (spec 9)', () => {
  it('shows up to 999 as is and one-decimal thousands with k above', () => {
    expect(formatRequestCount(0)).toBe('0');
    expect(formatRequestCount(999)).toBe('999');
    expect(formatRequestCount(1000)).toBe('1.0k');
    expect(formatRequestCount(12345)).toBe('12.3k');
  });
});
