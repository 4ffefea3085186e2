/** What every /loginRegister test file shares: the page at its routes and the scripted auth api of a new shopper. */
import { renderPage, type FakeRoutes } from 'shared-lib/test-utils';
import { Route, Routes } from 'shared-lib/router';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import LoginRegisterPage from '../../exposes/LoginRegisterPage';
import { sampleUser } from '../../test/fixtures';

const namespaces = { account: { fa, en } };

export function renderLogin(path: string) {
  return renderPage(
    <Routes>
      <Route path="/loginRegister" element={<LoginRegisterPage />} />
      <Route path="/en/loginRegister" element={<LoginRegisterPage />} />
      <Route path="/pr/:id/:name" element={<p>product page</p>} />
      <Route path="/en/pr/:id/:name" element={<p>English product page</p>} />
      <Route path="/" element={<p>home page</p>} />
      <Route path="/en" element={<p>English home page</p>} />
    </Routes>,
    { path, namespaces },
  );
}

export const otpSent = { data: { mobile: '09121234567', expiresIn: 120, resendIn: 60, codeLength: 6 } };

export function registerRoutes(over: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/auth/user': { data: null },
    'GET /api/products/like': { data: [] },
    'POST /api/auth/userDetail': { data: { mobile: '09121234567', exists: false, hasPassword: false, mode: '1' } },
    'POST /api/auth/otp': otpSent,
    'POST /api/auth/checkOtp': (req) =>
      req.body?.code === '123456'
        ? { data: { verified: true, mode: '1' } }
        : { status: 400, messages: [{ item1: 'کد تأیید اشتباه است؛ ۴ بار دیگر می‌توانید تلاش کنید.', item2: 'auth.codeWrong' }] },
    'POST /api/auth/register': (req) => ({ data: { user: sampleUser({ fullName: String(req.body?.fullName) }), basketId: 'b-1' } }),
    ...over,
  };
}
