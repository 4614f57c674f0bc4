import { memberPlan } from './plans.ts';

/** The post-registration screens (public-site section 2, "Confirmation screens"). */
export const confirmationCopy = {
  guest: {
    title: 'Welcome, Guest',
    heading: 'Congratulations, you are registered!',
    lead: 'Your free Guest access to Exitcraft is ready.',
  },
  member: {
    title: 'Welcome, Member',
    heading: 'Congratulations, you are a Founding Lifetime Member!',
    lead: `Your ${memberPlan.name} is active: lifetime access, no recurring fees, ever.`,
  },
  detailsHeading: 'Your account',
  labels: { fullName: 'Full Name', email: 'Email', alias: 'Alias (username)' },
  fallbacks: { fullName: 'No User found', email: 'No email found', alias: 'No Alias found' },
  aliasNote: 'Your alias is how you appear to others in the community, so your name stays private.',
  nextSteps: 'We will contact you by email with instructions and a link to the webinar.',
  dashboardButton: 'Go to Dashboard',
} as const;
