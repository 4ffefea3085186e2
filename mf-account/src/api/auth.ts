import { api } from 'shared-lib/api';
import type { LoggedIn, LoginBody, OtpChecked, OtpSent, PasswordBody, RegisterBody, User, UserDetail } from 'contracts/auth';

/** The auth api's account calls (api/src/modules/auth/README.md; shapes in contracts/auth). */
export const authApi = {
  user: (signal?: AbortSignal) => api<User | null>('/api/auth/user', { signal }),
  userDetail: (mobile: string) => api<UserDetail>('/api/auth/userDetail', { method: 'POST', body: { mobile } }),
  sendOtp: (mobile: string) => api<OtpSent>('/api/auth/otp', { method: 'POST', body: { mobile } }),
  checkOtp: (mobile: string, code: string) => api<OtpChecked>('/api/auth/checkOtp', { method: 'POST', body: { mobile, code } }),
  login: (body: LoginBody) => api<LoggedIn>('/api/auth/login', { method: 'POST', body }),
  register: (body: RegisterBody) => api<LoggedIn>('/api/auth/register', { method: 'POST', body }),
  logout: () => api<null>('/api/auth/logout', { method: 'POST', body: {} }),
  saveProfile: (fullName: string) => api<User>('/api/auth/profile', { method: 'PUT', body: { fullName } }),
  setPassword: (body: PasswordBody) => api<User>('/api/auth/password', { method: 'POST', body }),
};
