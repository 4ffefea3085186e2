import { bankDisplayName, findBank, IRAN_BANKS } from './iran-banks';

describe("Iran's banks (the cheque form's list)", () => {
  it('has each bank once, with a Persian and an English name, in Persian alphabetical order', () => {
    expect(IRAN_BANKS.length).toBeGreaterThanOrEqual(25);
    for (const key of ['code', 'fa', 'en'] as const) expect(new Set(IRAN_BANKS.map((b) => b[key])).size).toBe(IRAN_BANKS.length);
    for (const b of IRAN_BANKS) {
      expect(b.fa).toMatch(/^[\u0600-\u06FF\u200c ]+$/);
      expect(b.en).toMatch(/^[A-Za-z’ ]+$/);
    }
    const names = IRAN_BANKS.map((b) => b.fa);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fa')));
  });

  it.each([
    ['بانک ملی ایران', 'melli'],
    ['ملی', 'melli'],
    ['Bank Melli', 'melli'],
    ['melli', 'melli'],
    ['  بانک  ملت ', 'mellat'],
    ['بانك ملت', 'mellat'],
    ['Tejarat', 'tejarat'],
    ['پاسارگاد', 'pasargad'],
  ])('knows the bank that %s names (text typed before the list)', (typed, code) => {
    expect(findBank(typed)?.code).toBe(code);
  });

  it('names no bank for other text', () => {
    expect(findBank('Some Credit Union')).toBeUndefined();
    expect(findBank('')).toBeUndefined();
    expect(findBank('بانک')).toBeUndefined();
  });

  it('writes a cheque’s bank in the page’s language, other text as it was typed', () => {
    expect(bankDisplayName('بانک ملت', 'en')).toBe('Bank Mellat');
    expect(bankDisplayName('Mellat', 'fa')).toBe('بانک ملت');
    expect(bankDisplayName('Some Credit Union', 'fa')).toBe('Some Credit Union');
  });
});
