/**
 * Countries for the phone field (public-site section 3, "Country entry"): ISO code (lower case),
 * name, dial code, flag and the number of national digits a mobile number has there, which the
 * registration form checks. Sorted by name; the picker searches by name or dial code.
 */
export interface Country {
  code: string;
  name: string;
  dial_code: string;
  flag: string;
  phone_length: number;
}

export const countries: readonly Country[] = [
  { code: 'ar', name: 'Argentina', dial_code: '+54', flag: '🇦🇷', phone_length: 10 },
  { code: 'au', name: 'Australia', dial_code: '+61', flag: '🇦🇺', phone_length: 9 },
  { code: 'at', name: 'Austria', dial_code: '+43', flag: '🇦🇹', phone_length: 10 },
  { code: 'bh', name: 'Bahrain', dial_code: '+973', flag: '🇧🇭', phone_length: 8 },
  { code: 'bd', name: 'Bangladesh', dial_code: '+880', flag: '🇧🇩', phone_length: 10 },
  { code: 'be', name: 'Belgium', dial_code: '+32', flag: '🇧🇪', phone_length: 9 },
  { code: 'bo', name: 'Bolivia', dial_code: '+591', flag: '🇧🇴', phone_length: 8 },
  { code: 'br', name: 'Brazil', dial_code: '+55', flag: '🇧🇷', phone_length: 11 },
  { code: 'bg', name: 'Bulgaria', dial_code: '+359', flag: '🇧🇬', phone_length: 9 },
  { code: 'ca', name: 'Canada', dial_code: '+1', flag: '🇨🇦', phone_length: 10 },
  { code: 'cl', name: 'Chile', dial_code: '+56', flag: '🇨🇱', phone_length: 9 },
  { code: 'cn', name: 'China', dial_code: '+86', flag: '🇨🇳', phone_length: 11 },
  { code: 'co', name: 'Colombia', dial_code: '+57', flag: '🇨🇴', phone_length: 10 },
  { code: 'cr', name: 'Costa Rica', dial_code: '+506', flag: '🇨🇷', phone_length: 8 },
  { code: 'hr', name: 'Croatia', dial_code: '+385', flag: '🇭🇷', phone_length: 9 },
  { code: 'cy', name: 'Cyprus', dial_code: '+357', flag: '🇨🇾', phone_length: 8 },
  { code: 'cz', name: 'Czechia', dial_code: '+420', flag: '🇨🇿', phone_length: 9 },
  { code: 'dk', name: 'Denmark', dial_code: '+45', flag: '🇩🇰', phone_length: 8 },
  { code: 'do', name: 'Dominican Republic', dial_code: '+1', flag: '🇩🇴', phone_length: 10 },
  { code: 'ec', name: 'Ecuador', dial_code: '+593', flag: '🇪🇨', phone_length: 9 },
  { code: 'eg', name: 'Egypt', dial_code: '+20', flag: '🇪🇬', phone_length: 10 },
  { code: 'ee', name: 'Estonia', dial_code: '+372', flag: '🇪🇪', phone_length: 8 },
  { code: 'et', name: 'Ethiopia', dial_code: '+251', flag: '🇪🇹', phone_length: 9 },
  { code: 'fj', name: 'Fiji', dial_code: '+679', flag: '🇫🇯', phone_length: 7 },
  { code: 'fi', name: 'Finland', dial_code: '+358', flag: '🇫🇮', phone_length: 9 },
  { code: 'fr', name: 'France', dial_code: '+33', flag: '🇫🇷', phone_length: 9 },
  { code: 'de', name: 'Germany', dial_code: '+49', flag: '🇩🇪', phone_length: 11 },
  { code: 'gh', name: 'Ghana', dial_code: '+233', flag: '🇬🇭', phone_length: 9 },
  { code: 'gr', name: 'Greece', dial_code: '+30', flag: '🇬🇷', phone_length: 10 },
  { code: 'gt', name: 'Guatemala', dial_code: '+502', flag: '🇬🇹', phone_length: 8 },
  { code: 'hk', name: 'Hong Kong', dial_code: '+852', flag: '🇭🇰', phone_length: 8 },
  { code: 'hu', name: 'Hungary', dial_code: '+36', flag: '🇭🇺', phone_length: 9 },
  { code: 'is', name: 'Iceland', dial_code: '+354', flag: '🇮🇸', phone_length: 7 },
  { code: 'in', name: 'India', dial_code: '+91', flag: '🇮🇳', phone_length: 10 },
  { code: 'id', name: 'Indonesia', dial_code: '+62', flag: '🇮🇩', phone_length: 11 },
  { code: 'ie', name: 'Ireland', dial_code: '+353', flag: '🇮🇪', phone_length: 9 },
  { code: 'il', name: 'Israel', dial_code: '+972', flag: '🇮🇱', phone_length: 9 },
  { code: 'it', name: 'Italy', dial_code: '+39', flag: '🇮🇹', phone_length: 10 },
  { code: 'jm', name: 'Jamaica', dial_code: '+1', flag: '🇯🇲', phone_length: 10 },
  { code: 'jp', name: 'Japan', dial_code: '+81', flag: '🇯🇵', phone_length: 10 },
  { code: 'jo', name: 'Jordan', dial_code: '+962', flag: '🇯🇴', phone_length: 9 },
  { code: 'kz', name: 'Kazakhstan', dial_code: '+7', flag: '🇰🇿', phone_length: 10 },
  { code: 'ke', name: 'Kenya', dial_code: '+254', flag: '🇰🇪', phone_length: 9 },
  { code: 'kw', name: 'Kuwait', dial_code: '+965', flag: '🇰🇼', phone_length: 8 },
  { code: 'lv', name: 'Latvia', dial_code: '+371', flag: '🇱🇻', phone_length: 8 },
  { code: 'lb', name: 'Lebanon', dial_code: '+961', flag: '🇱🇧', phone_length: 8 },
  { code: 'lt', name: 'Lithuania', dial_code: '+370', flag: '🇱🇹', phone_length: 8 },
  { code: 'lu', name: 'Luxembourg', dial_code: '+352', flag: '🇱🇺', phone_length: 9 },
  { code: 'my', name: 'Malaysia', dial_code: '+60', flag: '🇲🇾', phone_length: 9 },
  { code: 'mt', name: 'Malta', dial_code: '+356', flag: '🇲🇹', phone_length: 8 },
  { code: 'mx', name: 'Mexico', dial_code: '+52', flag: '🇲🇽', phone_length: 10 },
  { code: 'ma', name: 'Morocco', dial_code: '+212', flag: '🇲🇦', phone_length: 9 },
  { code: 'np', name: 'Nepal', dial_code: '+977', flag: '🇳🇵', phone_length: 10 },
  { code: 'nl', name: 'Netherlands', dial_code: '+31', flag: '🇳🇱', phone_length: 9 },
  { code: 'nz', name: 'New Zealand', dial_code: '+64', flag: '🇳🇿', phone_length: 9 },
  { code: 'ng', name: 'Nigeria', dial_code: '+234', flag: '🇳🇬', phone_length: 10 },
  { code: 'no', name: 'Norway', dial_code: '+47', flag: '🇳🇴', phone_length: 8 },
  { code: 'om', name: 'Oman', dial_code: '+968', flag: '🇴🇲', phone_length: 8 },
  { code: 'pk', name: 'Pakistan', dial_code: '+92', flag: '🇵🇰', phone_length: 10 },
  { code: 'pa', name: 'Panama', dial_code: '+507', flag: '🇵🇦', phone_length: 8 },
  { code: 'py', name: 'Paraguay', dial_code: '+595', flag: '🇵🇾', phone_length: 9 },
  { code: 'pe', name: 'Peru', dial_code: '+51', flag: '🇵🇪', phone_length: 9 },
  { code: 'ph', name: 'Philippines', dial_code: '+63', flag: '🇵🇭', phone_length: 10 },
  { code: 'pl', name: 'Poland', dial_code: '+48', flag: '🇵🇱', phone_length: 9 },
  { code: 'pt', name: 'Portugal', dial_code: '+351', flag: '🇵🇹', phone_length: 9 },
  { code: 'pr', name: 'Puerto Rico', dial_code: '+1', flag: '🇵🇷', phone_length: 10 },
  { code: 'qa', name: 'Qatar', dial_code: '+974', flag: '🇶🇦', phone_length: 8 },
  { code: 'ro', name: 'Romania', dial_code: '+40', flag: '🇷🇴', phone_length: 9 },
  { code: 'ru', name: 'Russia', dial_code: '+7', flag: '🇷🇺', phone_length: 10 },
  { code: 'sa', name: 'Saudi Arabia', dial_code: '+966', flag: '🇸🇦', phone_length: 9 },
  { code: 'rs', name: 'Serbia', dial_code: '+381', flag: '🇷🇸', phone_length: 9 },
  { code: 'sg', name: 'Singapore', dial_code: '+65', flag: '🇸🇬', phone_length: 8 },
  { code: 'sk', name: 'Slovakia', dial_code: '+421', flag: '🇸🇰', phone_length: 9 },
  { code: 'si', name: 'Slovenia', dial_code: '+386', flag: '🇸🇮', phone_length: 8 },
  { code: 'za', name: 'South Africa', dial_code: '+27', flag: '🇿🇦', phone_length: 9 },
  { code: 'kr', name: 'South Korea', dial_code: '+82', flag: '🇰🇷', phone_length: 10 },
  { code: 'es', name: 'Spain', dial_code: '+34', flag: '🇪🇸', phone_length: 9 },
  { code: 'lk', name: 'Sri Lanka', dial_code: '+94', flag: '🇱🇰', phone_length: 9 },
  { code: 'se', name: 'Sweden', dial_code: '+46', flag: '🇸🇪', phone_length: 9 },
  { code: 'ch', name: 'Switzerland', dial_code: '+41', flag: '🇨🇭', phone_length: 9 },
  { code: 'tw', name: 'Taiwan', dial_code: '+886', flag: '🇹🇼', phone_length: 9 },
  { code: 'tz', name: 'Tanzania', dial_code: '+255', flag: '🇹🇿', phone_length: 9 },
  { code: 'th', name: 'Thailand', dial_code: '+66', flag: '🇹🇭', phone_length: 9 },
  { code: 'tn', name: 'Tunisia', dial_code: '+216', flag: '🇹🇳', phone_length: 8 },
  { code: 'tr', name: 'Turkey', dial_code: '+90', flag: '🇹🇷', phone_length: 10 },
  { code: 'ug', name: 'Uganda', dial_code: '+256', flag: '🇺🇬', phone_length: 9 },
  { code: 'ua', name: 'Ukraine', dial_code: '+380', flag: '🇺🇦', phone_length: 9 },
  { code: 'ae', name: 'United Arab Emirates', dial_code: '+971', flag: '🇦🇪', phone_length: 9 },
  { code: 'gb', name: 'United Kingdom', dial_code: '+44', flag: '🇬🇧', phone_length: 10 },
  { code: 'us', name: 'United States', dial_code: '+1', flag: '🇺🇸', phone_length: 10 },
  { code: 'uy', name: 'Uruguay', dial_code: '+598', flag: '🇺🇾', phone_length: 8 },
  { code: 've', name: 'Venezuela', dial_code: '+58', flag: '🇻🇪', phone_length: 10 },
  { code: 'vn', name: 'Vietnam', dial_code: '+84', flag: '🇻🇳', phone_length: 9 },
];

/** The spec's fallback when the visitor's country is unknown. */
export const defaultCountryCode = 'us';

export function findCountry(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const wanted = code.toLowerCase();
  return countries.find((country) => country.code === wanted);
}

/** The default country, guaranteed present. */
export function defaultCountry(): Country {
  const country = findCountry(defaultCountryCode);
  if (!country) throw new Error('the default country is missing from the list');
  return country;
}

/** Search by name (any part, case-insensitive) or dial code (with or without "+"). */
export function searchCountries(query: string): Country[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...countries];
  const digits = text.replace(/^\+/, '');
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(text) ||
      (/^\d+$/.test(digits) && country.dial_code.slice(1).startsWith(digits)),
  );
}
