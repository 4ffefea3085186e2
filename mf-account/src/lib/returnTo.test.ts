import { rememberReturnTo, returnToPath } from './returnTo';

describe('the address to return to after login', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is / when nothing was remembered', () => {
    expect(returnToPath()).toBe('/');
  });

  it('keeps the last page without its locale prefix, with its query and hash', () => {
    rememberReturnTo('/en/pr/12/extinguisher', '?color=red', '#specs');
    expect(returnToPath()).toBe('/pr/12/extinguisher?color=red#specs');
    rememberReturnTo('/basket');
    expect(returnToPath()).toBe('/basket');
  });

  it('never remembers the login page itself', () => {
    rememberReturnTo('/profile');
    rememberReturnTo('/loginRegister');
    rememberReturnTo('/en/loginRegister', '?x=1');
    expect(returnToPath()).toBe('/profile');
  });

  it('refuses anything that would leave the site', () => {
    window.sessionStorage.setItem('account:returnTo', '//evil.example/phish');
    expect(returnToPath()).toBe('/');
    window.sessionStorage.setItem('account:returnTo', 'https://evil.example');
    expect(returnToPath()).toBe('/');
    window.sessionStorage.setItem('account:returnTo', '/\\evil.example');
    expect(returnToPath()).toBe('/');
  });
});
