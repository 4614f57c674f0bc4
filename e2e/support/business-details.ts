import type { CompanySurveyWrite } from '@exitcraft/shared/schemas/company-survey';
import type { APIRequestContext } from '@playwright/test';
import type { RegisteredUser } from './accounts.ts';
import { expect } from './fixtures.ts';

/**
 * One person's business details (member-area section 3), every required field filled, as the
 * write form sends them. The specs that need the onboarding step done (not the form itself, which
 * dashboard.spec.ts fills by hand) submit these.
 */
export const businessDetails = {
  businessName: 'Harbor Analytics Inc.',
  industry: 'Software',
  incorporationDate: '2012-04-30',
  address1: '100 King St W',
  country: 'Canada',
  growthStage: ['Growing'],
  companySize: 'Medium',
  yourRole: 'Executive/Owner',
  offerings: 'Services',
  companySuccessionPlan: 'Not-Exist',
  companyBusinessPlan: 'EXISTS',
  revenues: 'UPWARDS',
  profits: 'UNCHANGED',
  cashFlowPosition: 'Strong',
  marketAwareness: 'Sufficient',
  staffTurnaround: 'Weak',
  rdProcess: 'Formal',
  hrProcess: 'Informal',
  salesProcess: 'Formal',
  publicityAdvertisingPlan: 'Informal',
  marketingStrategy: 'Formal',
  culture: 'Candid and owner-led.',
} satisfies CompanySurveyWrite;

/** Submits `businessDetails` for `user` through the API, with their bearer. */
export async function submitBusinessDetails(request: APIRequestContext, user: RegisteredUser) {
  const reply = await request.post('/company-surveys/submit/', {
    headers: { authorization: `Bearer ${user.tokens.access}` },
    data: businessDetails,
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}
