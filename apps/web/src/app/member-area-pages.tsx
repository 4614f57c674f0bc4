import type { PrerenderedId, RouteId } from '@exitcraft/shared/routes';
import type { ReactElement } from 'react';
import { lazyPage, page } from '../lib/lazy-page.tsx';

// The second half of the page map (pages.tsx has the first): the page of every route that is not
// prerendered, bound by id, each loaded through lazy-page.tsx when its route is first visited.

// one component for the three tool pages, one lazy chunk for all three
const ToolPage = lazyPage(
  'features/assessments/components/tool-page.tsx',
  () => import('../features/assessments/components/tool-page.tsx'),
  (m) => m.ToolPage,
);
const comingSoon = page(
  'app/coming-soon.tsx',
  () => import('./coming-soon.tsx'),
  (m) => m.ComingSoonPage,
);

export const memberAreaPages = {
  payment: page(
    'features/payment/components/payment-page.tsx',
    () => import('../features/payment/components/payment-page.tsx'),
    (m) => m.PaymentPage,
  ),
  paymentSuccess: page(
    'features/payment/components/payment-success-page.tsx',
    () => import('../features/payment/components/payment-success-page.tsx'),
    (m) => m.PaymentSuccessPage,
  ),
  paymentCancelled: page(
    'features/payment/components/payment-cancelled-page.tsx',
    () => import('../features/payment/components/payment-cancelled-page.tsx'),
    (m) => m.PaymentCancelledPage,
  ),
  confirmationGuest: page(
    'features/confirmation/pages/confirmation-guest-page.tsx',
    () => import('../features/confirmation/pages/confirmation-guest-page.tsx'),
    (m) => m.ConfirmationGuestPage,
  ),
  confirmationMember: page(
    'features/confirmation/pages/confirmation-member-page.tsx',
    () => import('../features/confirmation/pages/confirmation-member-page.tsx'),
    (m) => m.ConfirmationMemberPage,
  ),

  dashboard: page(
    'features/dashboard/components/dashboard-home.tsx',
    () => import('../features/dashboard/components/dashboard-home.tsx'),
    (m) => m.DashboardHome,
  ),
  businessDetailsResult: page(
    'features/business-details/components/survey-result.tsx',
    () => import('../features/business-details/components/survey-result.tsx'),
    (m) => m.SurveyResult,
  ),
  brandResult: page(
    'features/assessments/components/results/brand-result.tsx',
    () => import('../features/assessments/components/results/brand-result.tsx'),
    (m) => m.BrandResult,
  ),
  roiResult: page(
    'features/assessments/components/results/roi-result.tsx',
    () => import('../features/assessments/components/results/roi-result.tsx'),
    (m) => m.RoiResult,
  ),
  diagnosticResult: page(
    'features/assessments/components/results/diagnostic-result.tsx',
    () => import('../features/assessments/components/results/diagnostic-result.tsx'),
    (m) => m.DiagnosticResult,
  ),

  brandTool: <ToolPage kind="brand" />,
  roiTool: <ToolPage kind="roi" />,
  exitWealth: page(
    'features/exit-readiness/components/exit-readiness-page.tsx',
    () => import('../features/exit-readiness/components/exit-readiness-page.tsx'),
    (m) => m.ExitReadinessPage,
  ),
  assetsTool: <ToolPage kind="diagnostic" />,
  community: page(
    'features/community/components/community-page.tsx',
    () => import('../features/community/components/community-page.tsx'),
    (m) => m.CommunityPage,
  ),
  // one page for every conversation, so opening a new one keeps the answer streaming into it mounted
  confidante: page(
    'features/confidante/components/confidante-page.tsx',
    () => import('../features/confidante/components/confidante-page.tsx'),
    (m) => m.ConfidantePage,
  ),

  brandAssessment: page(
    'features/assessments/components/brand-page.tsx',
    () => import('../features/assessments/components/brand-page.tsx'),
    (m) => m.BrandAssessmentPage,
  ),
  roiAssessment: page(
    'features/assessments/components/roi-page.tsx',
    () => import('../features/assessments/components/roi-page.tsx'),
    (m) => m.RoiAssessmentPage,
  ),
  diagnosticAssessment: page(
    'features/assessments/components/diagnostic-page.tsx',
    () => import('../features/assessments/components/diagnostic-page.tsx'),
    (m) => m.DiagnosticAssessmentPage,
  ),
  otpVerify: page(
    'features/settings/components/otp-verify-page.tsx',
    () => import('../features/settings/components/otp-verify-page.tsx'),
    (m) => m.OtpVerifyPage,
  ),
  businessDetails: page(
    'features/business-details/components/business-details-page.tsx',
    () => import('../features/business-details/components/business-details-page.tsx'),
    (m) => m.BusinessDetailsPage,
  ),

  settings: page(
    'features/settings/components/settings-page.tsx',
    () => import('../features/settings/components/settings-page.tsx'),
    (m) => m.SettingsPage,
  ),
  profile: page(
    'features/settings/components/profile-page.tsx',
    () => import('../features/settings/components/profile-page.tsx'),
    (m) => m.ProfilePage,
  ),
  username: page(
    'features/settings/components/username-page.tsx',
    () => import('../features/settings/components/username-page.tsx'),
    (m) => m.UsernamePage,
  ),
  email: page(
    'features/settings/components/email-page.tsx',
    () => import('../features/settings/components/email-page.tsx'),
    (m) => m.EmailPage,
  ),
  password: page(
    'features/settings/components/password-page.tsx',
    () => import('../features/settings/components/password-page.tsx'),
    (m) => m.PasswordPage,
  ),
  emailPreferences: page(
    'features/settings/components/email-preferences-page.tsx',
    () => import('../features/settings/components/email-preferences-page.tsx'),
    (m) => m.EmailPreferencesPage,
  ),
  unsubscribe: page(
    'features/settings/components/unsubscribe-page.tsx',
    () => import('../features/settings/components/unsubscribe-page.tsx'),
    (m) => m.UnsubscribePage,
  ),
  history: page(
    'features/settings/components/history-page.tsx',
    () => import('../features/settings/components/history-page.tsx'),
    (m) => m.HistoryPage,
  ),
  security: page(
    'features/settings/components/security-page.tsx',
    () => import('../features/settings/components/security-page.tsx'),
    (m) => m.SecurityPage,
  ),
  yourData: page(
    'features/settings/components/your-data-page.tsx',
    () => import('../features/settings/components/your-data-page.tsx'),
    (m) => m.YourDataPage,
  ),
  test: comingSoon,
  article: comingSoon,

  staffOverview: page(
    'features/staff/components/overview-page.tsx',
    () => import('../features/staff/components/overview-page.tsx'),
    (m) => m.OverviewPage,
  ),
  staffPeople: page(
    'features/staff/components/people-page.tsx',
    () => import('../features/staff/components/people-page.tsx'),
    (m) => m.PeoplePage,
  ),
  staffPerson: page(
    'features/staff/components/person-page.tsx',
    () => import('../features/staff/components/person-page.tsx'),
    (m) => m.PersonPage,
  ),
  staffPayments: page(
    'features/staff/components/payments-page.tsx',
    () => import('../features/staff/components/payments-page.tsx'),
    (m) => m.PaymentsPage,
  ),
  staffCoupons: page(
    'features/staff/components/coupons-page.tsx',
    () => import('../features/staff/components/coupons-page.tsx'),
    (m) => m.CouponsPage,
  ),
  staffResearch: page(
    'features/staff/components/research-page.tsx',
    () => import('../features/staff/components/research-page.tsx'),
    (m) => m.ResearchPage,
  ),
  staffModeration: page(
    'features/staff/components/moderation-page.tsx',
    () => import('../features/staff/components/moderation-page.tsx'),
    (m) => m.ModerationPage,
  ),
  staffAudit: page(
    'features/staff/components/audit-page.tsx',
    () => import('../features/staff/components/audit-page.tsx'),
    (m) => m.AuditPage,
  ),
  staffSiteSettings: page(
    'features/staff/components/site-settings-page.tsx',
    () => import('../features/staff/components/site-settings-page.tsx'),
    (m) => m.SiteSettingsPage,
  ),
} satisfies Record<Exclude<RouteId, PrerenderedId>, ReactElement>;
