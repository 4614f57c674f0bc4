/** The profile page's country choices (member-area section 3, "Profile update payload"). */
export const profileCountries = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'India',
  'China',
  'Japan',
  'Brazil',
] as const;

export type ProfileCountry = (typeof profileCountries)[number];
