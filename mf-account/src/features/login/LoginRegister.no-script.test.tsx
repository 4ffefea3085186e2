import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, hydrateWithLateRegion } from 'shared-lib/test-utils';
import { hydrateResources } from 'shared-lib/data';
import { StaticRouter } from 'shared-lib/router';
import { I18nextProvider, addMessages, createRequestI18n } from 'shared-lib/i18n';
import { ThemeRoot } from 'shared-lib/theme';
import { loadLateUi } from 'shared-lib/ui';
import commonEn from 'shared-lib/locales/en.json';
import en from '../../locales/en.json';
import { sampleUser } from '../../test/fixtures';
import { resetPage } from '../../test/reset';
import { LoginRegister } from './LoginRegister';
import type { PostedLogin } from './loginStart';
import { otpSent, registerRoutes, renderLogin } from './login-test-helpers';

// MUI inputs typed key by key on a shared 2-core machine: give each flow room
jest.setTimeout(20_000);

/** The outcome the shell's server put in the page's data (shell/server/forms-login.mjs). */
const seed = (outcome: Omit<PostedLogin, 'form'>) => hydrateResources({ 'form:login': { data: { form: 'login', ...outcome } } });
const formOf = (el: HTMLElement) => el.closest('form')!;
const hidden = (form: HTMLFormElement) => Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]));

describe('/loginRegister as real forms (issue 33: the steps work before and without the page’s scripts)', () => {
  beforeEach(resetPage);

  it('the number step posts to the shell’s server with the page’s address', async () => {
    fakeApi(registerRoutes());
    renderLogin('/en/loginRegister?returnTo=%2Fpr%2F5%2Fkapsul');
    const form = formOf(await screen.findByLabelText(/Mobile number/));
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/_form/login-mobile');
    expect(screen.getByLabelText(/Mobile number/)).toHaveAttribute('name', 'mobile');
    expect(hidden(form)).toEqual({ back: '/en/loginRegister?returnTo=%2Fpr%2F5%2Fkapsul', step: 'mobile', returnTo: '/pr/5/kapsul' });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
  });

  it('a number the server refused: its message beside the field, the number as typed; gone once the shopper edits it', async () => {
    const user = userEvent.setup();
    fakeApi(registerRoutes());
    seed({ ok: false, step: 'mobile', values: { mobile: '0912' }, errors: { mobile: 'The mobile number is not valid.' }, messages: [] });
    renderLogin('/en/loginRegister');
    const field = await screen.findByLabelText(/Mobile number/);
    expect(field).toHaveValue('0912');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('The mobile number is not valid.');
    await user.type(field, '1');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('The mobile number is not valid.')).not.toBeInTheDocument();
  });

  it('the code step its address names, with the server’s wait and notice; the page then goes on by itself with the same number', async () => {
    const user = userEvent.setup();
    const api = fakeApi(registerRoutes());
    seed({ ok: true, step: 'code', mobile: '09121234567', mode: '1', codeLength: 6, resendIn: 42, messages: ['Please wait 42 seconds before asking for a new code.'] });
    renderLogin('/en/loginRegister?step=code&mobile=09121234567&mode=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the verification code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait 42 seconds before asking for a new code.');
    expect(screen.getByText(/You can ask for a new code in 0:4[12]/)).toBeInTheDocument();
    const form = formOf(screen.getByLabelText(/Verification code/));
    expect(form).toHaveAttribute('action', '/_form/login-code');
    expect(hidden(form)).toEqual({ back: '/en/loginRegister?step=code&mobile=09121234567&mode=1', step: 'code', mobile: '09121234567', mode: '1' });
    // "change the number" is a link to the number step (the page itself needs no request for it)
    expect(screen.getByRole('link', { name: 'Change the number' })).toHaveAttribute('href', '/en/loginRegister?step=mobile&mobile=09121234567');

    await user.type(screen.getByLabelText(/Verification code/), '123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(api.called('POST /api/auth/checkOtp')[0].body).toEqual({ mobile: '09121234567', code: '123456' });
    expect(api.called('POST /api/auth/userDetail')).toHaveLength(0);
    // the notice was about the step before
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const nameForm = formOf(screen.getByLabelText(/Full name/));
    expect(nameForm).toHaveAttribute('action', '/_form/login-name');
    expect(hidden(nameForm)).toMatchObject({ step: 'name', mobile: '09121234567', mode: '1', code: '123456' });
  });

  it('a code the server refused: the message beside the code in Persian digits, the code as typed; the resend button posts its own form', async () => {
    fakeApi(registerRoutes());
    seed({ ok: false, step: 'code', mobile: '09121234567', mode: '2', values: { code: '111111' }, errors: { code: 'کد تأیید اشتباه است؛ 4 بار دیگر می‌توانید تلاش کنید.' }, messages: [] });
    renderLogin('/loginRegister?step=code&mobile=09121234567&mode=2');
    const field = await screen.findByLabelText(/کد تأیید/);
    expect(field).toHaveValue('۱۱۱۱۱۱');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('کد تأیید اشتباه است؛ ۴ بار دیگر می‌توانید تلاش کنید.');
    // no wait known (the page was drawn again, not sent a new code): a new code may be asked for
    const resend = screen.getByRole('button', { name: 'ارسال دوباره‌ی کد' });
    expect(resend).toHaveAttribute('type', 'submit');
    expect(resend).toHaveAttribute('formaction', '/_form/login-resend');
  });

  it('the name step with the confirmed code from the server; a refused name stays typed with its message', async () => {
    const user = userEvent.setup();
    const api = fakeApi(registerRoutes());
    seed({ ok: false, step: 'name', mobile: '09121234567', mode: '1', code: '123456', values: { fullName: 'S' }, errors: { fullName: 'The full name must be 2 to 100 characters long.' }, messages: [] });
    renderLogin('/en/loginRegister?step=name&mobile=09121234567&mode=1');
    const name = await screen.findByLabelText(/Full name/);
    expect(name).toHaveValue('S');
    expect(name).toHaveAccessibleDescription('The full name must be 2 to 100 characters long.');
    expect(hidden(formOf(name))).toMatchObject({ code: '123456' });
    await user.type(name, 'ara Mohammadi');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(api.called('POST /api/auth/register')).toHaveLength(1));
    expect(api.called('POST /api/auth/register')[0].body).toEqual({ mobile: '09121234567', code: '123456', fullName: 'Sara Mohammadi', cartCode: null });
  });

  it('a name step its address names without the code (a reload) asks for the code again', async () => {
    fakeApi(registerRoutes());
    renderLogin('/en/loginRegister?step=name&mobile=09121234567&mode=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the verification code' })).toBeInTheDocument();
  });

  it('the password step: a wrong password beside the field, never typed back; a code instead and the number change work in the page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ ...registerRoutes(), 'POST /api/auth/otp': otpSent });
    seed({ ok: false, step: 'password', mobile: '09121234567', mode: '3', errors: { password: 'The mobile number or password is wrong.' }, messages: [] });
    renderLogin('/en/loginRegister?step=password&mobile=09121234567&mode=3');
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription('The mobile number or password is wrong.');
    expect(formOf(password)).toHaveAttribute('action', '/_form/login-password');
    const instead = screen.getByRole('button', { name: 'Log in with a one-time code instead' });
    expect(instead).toHaveAttribute('formaction', '/_form/login-resend');
    await user.click(instead);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the verification code' })).toBeInTheDocument();
    expect(api.called('POST /api/auth/otp')[0].body).toEqual({ mobile: '09121234567' });
    await user.click(screen.getByRole('link', { name: 'Change the number' }));
    expect(await screen.findByLabelText(/Mobile number/)).toHaveValue('09121234567');
  });

  it('goes to the return address its address names once logged in', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/auth/user': { data: null },
      'GET /api/products/like': { data: [] },
      'POST /api/auth/login': { data: { user: sampleUser({ hasPassword: true }), basketId: null } },
    });
    window.sessionStorage.setItem('account:returnTo', '/');
    renderLogin('/en/loginRegister?step=password&mobile=09121234567&mode=3&returnTo=%2Fpr%2F5%2Fkapsul');
    await user.type(await screen.findByLabelText(/^Password/), 'Golestan-Saadi');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('English product page', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it('drawn by the server at the code step, hydrates without a mismatch (the same countdown, fields and notice)', async () => {
    fakeApi(registerRoutes());
    await loadLateUi(); // the server has shared-lib's late parts (the notice's Alert) from its start
    const i18n = createRequestI18n('en');
    addMessages({ en: { account: en, common: commonEn } }, i18n);
    await i18n.loadNamespaces(['account', 'common']);
    await i18n.changeLanguage('en'); // settled, as the server's render has it: nothing suspends
    seed({ ok: true, step: 'code', mobile: '09121234567', mode: '1', codeLength: 6, resendIn: 60, messages: ['A verification code was sent.'] });
    const page = await hydrateWithLateRegion((server, hydrated) => (
      <StaticRouter location="/en/loginRegister?step=code&mobile=09121234567&mode=1">
        <I18nextProvider i18n={i18n}>
          <ThemeRoot direction="ltr" hydrated={server ? undefined : hydrated}>
            <Suspense fallback={null}>
              <LoginRegister />
            </Suspense>
          </ThemeRoot>
        </I18nextProvider>
      </StaticRouter>
    ));
    await page.releaseRegion();
    await page.finishHydration();
    expect(page.errors).toEqual([]);
    expect(page.container.querySelector('form')).toHaveAttribute('action', '/_form/login-code');
    expect(page.container).toHaveTextContent(/You can ask for a new code in (1:00|0:59)/);
    page.unmount();
  });
});
