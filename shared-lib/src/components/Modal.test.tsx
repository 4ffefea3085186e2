import { screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { Modal } from './Modal';

/** A window as wide as a phone (below `sm`, 600 px) or a desktop's. */
function setPhone(phone: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: phone && query.includes('max-width:599.95px'), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList) as typeof window.matchMedia;
}
const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function open(path: string, sheet?: boolean) {
  const onClose = jest.fn();
  renderPage(
    <Modal open onClose={onClose} title={path.startsWith('/en') ? 'Free consultation and project visit' : 'مشاوره‌ی رایگان'} id="m" sheet={sheet}>
      <p>body</p>
    </Modal>,
    { path },
  );
  const dialog = screen.getByRole('dialog');
  return { dialog, paper: dialog.closest('.MuiDialog-paper') ?? dialog, onClose };
}

/** The declarations of the rules emotion wrote for `el`'s classes (jsdom computes no media queries). */
function declaredStyles(el: Element): string {
  const classes = [...el.classList].filter((c) => /^mui(rtl|ltr)?-/.test(c) || /^css-/.test(c));
  let text = '';
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) if (classes.some((c) => rule.cssText.includes(`.${c}`))) text += rule.cssText + '\n';
  }
  return text;
}

describe('Modal', () => {
  it('is full screen on a phone by default', () => {
    setPhone(true);
    const { paper } = open('/en');
    expect(paper).toHaveClass('MuiDialog-paperFullScreen');
  });

  it.each(['/', '/en'])('%s: with `sheet`, a phone gets a bottom sheet that leaves the page in sight, not a full screen', (path) => {
    setPhone(true);
    const { dialog, paper } = open(path, true);
    expect(paper).not.toHaveClass('MuiDialog-paperFullScreen');
    expect(paper).toHaveAttribute('data-sheet');
    const css = declaredStyles(paper);
    expect(css).toMatch(/@media \(max-width:\s*599\.95px\)\s*\{[^}]*max-height:\s*85%/);
    expect(css).toMatch(/@media \(max-width:\s*599\.95px\)\s*\{[^}]*margin:\s*0/);
    // anchored to the bottom of the screen
    expect(declaredStyles(dialog.closest('.MuiDialog-container')!)).toMatch(/@media \(max-width:\s*599\.95px\)\s*\{[^}]*align-items:\s*flex-end/);
    // still a labelled dialog with its close button
    expect(screen.getByRole('dialog')).toHaveAccessibleName(path === '/en' ? 'Free consultation and project visit' : 'مشاوره‌ی رایگان');
    expect(screen.getByRole('button', { name: path === '/en' ? 'Close' : 'بستن' })).toBeVisible();
  });

  it.each(['/', '/en'])('%s: the title leaves room for the close button on the button’s side (padding at its inline end)', (path) => {
    setPhone(false);
    open(path);
    const title = document.getElementById('m-title')!;
    // 56 px: the 40 px button 8 px from the edge, and 8 px between it and the text
    expect(declaredStyles(title)).toMatch(/padding-inline-end:\s*56px/);
    const close = screen.getByRole('button', { name: path === '/en' ? 'Close' : 'بستن' });
    expect(declaredStyles(close)).toMatch(/inset-inline-end:\s*8px/);
  });
});
