import { messageCodes } from 'contracts/errors';
import { t } from '../src/lib/i18n';
// every module's messages register themselves when its module is imported
import '../src/modules';

describe('message codes (contracts/errors)', () => {
  it('has a Persian and an English text for every declared code', () => {
    for (const code of messageCodes) {
      expect([code, t(code, 'fa') !== code, t(code, 'en') !== code]).toEqual([code, true, true]);
    }
  });

  it('declares each code once', () => {
    expect(new Set(messageCodes).size).toBe(messageCodes.length);
  });
});
