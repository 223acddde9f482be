import { describe, expect, it } from 'vitest';
import { drawBodyOf, parsePrizes } from './draw-form';
import { claimFormProblems } from './claim-form';

describe('staff draw form', () => {
  it('reads one prize a line', () => {
    expect(parsePrizes('一等奖 | First | 1\n\n二等奖|Second|2')).toEqual([
      { name_cn: '一等奖', name_en: 'First', quantity: 1 },
      { name_cn: '二等奖', name_en: 'Second', quantity: 2 },
    ]);
    expect(parsePrizes('only a name')).toBeNull();
    expect(parsePrizes('a | b | 0')).toBeNull();
  });

  it('names the fields it cannot send', () => {
    const { problems } = drawBodyOf({
      slug: 'x',
      product_code: 'am-rgb-65',
      title_cn: 'a',
      title_en: 'b',
      prizes: '',
      entry_product_codes: '',
      entry_starts_at: '2026-01-01T10:00',
      entry_ends_at: '',
      draw_at: '2026-01-02T10:00',
      claim_ends_at: '2026-02-01T10:00',
    });
    expect(problems).toEqual(['prizes', 'entry_ends_at', 'entry_product_codes']);
  });
});

describe('claim form', () => {
  const ok = { name: 'Ada', contact: 'ada@example.com', address: 'Somewhere 1', code: '' };

  it('checks name, contact and address like the server', () => {
    expect(claimFormProblems(ok, false)).toEqual([]);
    expect(claimFormProblems({ ...ok, contact: '13800138000' }, false)).toEqual([]);
    expect(claimFormProblems({ name: ' ', contact: 'ada@x', address: '', code: '' }, false)).toEqual([
      'name',
      'contact',
      'address',
    ]);
    expect(claimFormProblems({ ...ok, name: 'x'.repeat(21), contact: '12345', address: 'a' }, false)).toEqual(
      ['name', 'contact'],
    );
  });

  it('wants the 6-digit code once one was sent', () => {
    expect(claimFormProblems(ok, true)).toEqual(['code']);
    expect(claimFormProblems({ ...ok, code: '12345' }, true)).toEqual(['code']);
    expect(claimFormProblems({ ...ok, code: ' 123456 ' }, true)).toEqual([]);
  });
});
