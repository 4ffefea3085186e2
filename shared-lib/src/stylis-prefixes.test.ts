import { compile, middleware, serialize, stringify } from 'stylis';
import cssjanus from 'cssjanus';
import rtlPlugin from 'stylis-plugin-rtl';
import { modernPrefixer, skippingEmptyRules } from './stylis-prefixes';

const css = (text: string, rtl = false) =>
  serialize(compile(`.a{${text}}`), middleware(rtl ? [modernPrefixer, rtlPlugin, stringify] : [modernPrefixer, stringify]));

describe('the vendor prefixes the supported browsers still need', () => {
  it('Safari still needs -webkit-user-select: written before the standard declaration', () => {
    expect(css('user-select:none;')).toBe('.a{-webkit-user-select:none;user-select:none;}');
  });

  it('background-clip: text is prefixed (Chromium and Safari), other background-clip values are not', () => {
    expect(css('background-clip:text;')).toBe('.a{-webkit-background-clip:text;background-clip:text;}');
    expect(css('background-clip:padding-box;')).toBe('.a{background-clip:padding-box;}');
  });

  it('flex boxes, transitions, transforms and keyframes stay as written (no -ms-flexbox, -webkit-box or @-webkit-keyframes)', () => {
    expect(css('display:flex;align-items:center;justify-content:space-between;flex:1;transition:opacity 1s;transform:none;')).toBe(
      '.a{display:flex;align-items:center;justify-content:space-between;flex:1;transition:opacity 1s;transform:none;}',
    );
    expect(serialize(compile('@keyframes k{from{opacity:0;}}'), middleware([modernPrefixer, stringify]))).toBe('@keyframes k{from{opacity:0;}}');
  });

  it('prefixed declarations MUI writes itself are kept', () => {
    expect(css('-webkit-tap-highlight-color:transparent;-webkit-appearance:none;')).toBe('.a{-webkit-tap-highlight-color:transparent;-webkit-appearance:none;}');
  });

  it('right to left: the prefixed declaration is flipped with the rest', () => {
    expect(css('user-select:none;margin-left:4px;', true)).toBe('.a{-webkit-user-select:none;user-select:none;margin-right:4px;}');
  });
});

describe('right to left without flipping empty rule sets', () => {
  const rtl = (text: string) => serialize(compile(text), middleware([modernPrefixer, skippingEmptyRules(rtlPlugin), stringify]));

  it('flips what it always did', () => {
    expect(rtl('.a{margin-left:4px;padding:1px 2px 3px 4px;}')).toBe('.a{margin-right:4px;padding:1px 4px 3px 2px;}');
    expect(rtl('@media (min-width:900px){.a{left:0;}}')).toBe('@media (min-width:900px){.a{right:0;}}');
  });

  it('an empty rule set writes nothing and never reaches cssjanus (whose first call compiles its expressions)', () => {
    const transform = jest.spyOn(cssjanus, 'transform');
    try {
      expect(rtl('.a{}')).toBe('');
      expect(transform).not.toHaveBeenCalled();
      expect(rtl('.a{left:0;}')).toBe('.a{right:0;}');
      expect(transform).toHaveBeenCalledTimes(1);
    } finally {
      transform.mockRestore();
    }
  });
});
