import { lazy } from 'react';
import { Route } from 'react-router';

// Each screen loads when its route is first visited; app/member-area-routes.tsx places these.
const SettingsPage = lazy(() => import('./components/settings-page.tsx').then((m) => ({ default: m.SettingsPage })));
const ProfilePage = lazy(() => import('./components/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
const UsernamePage = lazy(() => import('./components/username-page.tsx').then((m) => ({ default: m.UsernamePage })));
const EmailPage = lazy(() => import('./components/email-page.tsx').then((m) => ({ default: m.EmailPage })));
const PasswordPage = lazy(() => import('./components/password-page.tsx').then((m) => ({ default: m.PasswordPage })));
const HistoryPage = lazy(() => import('./components/history-page.tsx').then((m) => ({ default: m.HistoryPage })));
const OtpVerifyPage = lazy(() =>
  import('./components/otp-verify-page.tsx').then((m) => ({ default: m.OtpVerifyPage })),
);

/** The settings screens (member-area section 2), inside the member shell. */
export const settingsRoutes = (
  <>
    <Route path="/setting" element={<SettingsPage />} />
    <Route path="/profileView" element={<ProfilePage />} />
    <Route path="/usernameView" element={<UsernamePage />} />
    <Route path="/emailView" element={<EmailPage />} />
    <Route path="/passwordView" element={<PasswordPage />} />
    <Route path="/historyView" element={<HistoryPage />} />
  </>
);

/** /otpverify: outside the shell, guarded. */
export const otpVerifyRoutes = <Route path="/otpverify/*" element={<OtpVerifyPage />} />;
