/**
 * Countries the seed places users in: ISO-2 code, name, dialling code, main language (ISO 639),
 * postcode pattern (# = digit, ? = letter) and a few [city, state/region] pairs.
 * `weight` is how many users out of ~1000 live there: India is the marketplace's largest market.
 */
export interface CountrySeed {
  code: string;
  name: string;
  dial: string;
  language: string;
  zip: string;
  weight: number;
  cities: [string, string][];
}

const c = (
  code: string,
  name: string,
  dial: string,
  language: string,
  zip: string,
  weight: number,
  cities: [string, string][],
): CountrySeed => ({
  code,
  name,
  dial,
  language,
  zip,
  weight,
  cities,
});

export const COUNTRY_SEEDS: CountrySeed[] = [
  c('IN', 'India', '+91', 'hi', '######', 380, [
    ['Mumbai', 'Maharashtra'],
    ['Pune', 'Maharashtra'],
    ['New Delhi', 'Delhi'],
    ['Bengaluru', 'Karnataka'],
    ['Chennai', 'Tamil Nadu'],
    ['Hyderabad', 'Telangana'],
    ['Kolkata', 'West Bengal'],
    ['Jaipur', 'Rajasthan'],
    ['Lucknow', 'Uttar Pradesh'],
    ['Ahmedabad', 'Gujarat'],
    ['Kochi', 'Kerala'],
    ['Chandigarh', 'Punjab'],
    ['Bhopal', 'Madhya Pradesh'],
    ['Patna', 'Bihar'],
  ]),
  c('US', 'United States', '+1', 'en', '#####', 120, [
    ['Los Angeles', 'California'],
    ['New York', 'New York'],
    ['Austin', 'Texas'],
    ['Miami', 'Florida'],
    ['Chicago', 'Illinois'],
    ['Seattle', 'Washington'],
  ]),
  c('GB', 'United Kingdom', '+44', 'en', '??# #??', 60, [
    ['London', 'England'],
    ['Manchester', 'England'],
    ['Edinburgh', 'Scotland'],
    ['Cardiff', 'Wales'],
  ]),
  c('CA', 'Canada', '+1', 'en', '?#? #?#', 30, [
    ['Toronto', 'Ontario'],
    ['Vancouver', 'British Columbia'],
    ['Montreal', 'Quebec'],
  ]),
  c('AU', 'Australia', '+61', 'en', '####', 25, [
    ['Sydney', 'New South Wales'],
    ['Melbourne', 'Victoria'],
  ]),
  c('AE', 'United Arab Emirates', '+971', 'ar', '', 30, [
    ['Dubai', 'Dubai'],
    ['Abu Dhabi', 'Abu Dhabi'],
  ]),
  c('DE', 'Germany', '+49', 'de', '#####', 20, [
    ['Berlin', 'Berlin'],
    ['Munich', 'Bavaria'],
    ['Hamburg', 'Hamburg'],
  ]),
  c('FR', 'France', '+33', 'fr', '#####', 20, [
    ['Paris', 'Île-de-France'],
    ['Lyon', 'Auvergne-Rhône-Alpes'],
  ]),
  c('ES', 'Spain', '+34', 'es', '#####', 15, [
    ['Madrid', 'Madrid'],
    ['Barcelona', 'Catalonia'],
  ]),
  c('IT', 'Italy', '+39', 'it', '#####', 12, [
    ['Milan', 'Lombardy'],
    ['Rome', 'Lazio'],
  ]),
  c('NL', 'Netherlands', '+31', 'nl', '#### ??', 10, [['Amsterdam', 'North Holland']]),
  c('BR', 'Brazil', '+55', 'pt', '#####-###', 25, [
    ['São Paulo', 'São Paulo'],
    ['Rio de Janeiro', 'Rio de Janeiro'],
  ]),
  c('MX', 'Mexico', '+52', 'es', '#####', 15, [
    ['Mexico City', 'CDMX'],
    ['Guadalajara', 'Jalisco'],
  ]),
  c('AR', 'Argentina', '+54', 'es', '?####???', 6, [['Buenos Aires', 'Buenos Aires']]),
  c('CO', 'Colombia', '+57', 'es', '######', 6, [['Bogotá', 'Bogotá']]),
  c('CL', 'Chile', '+56', 'es', '#######', 4, [['Santiago', 'Santiago Metropolitan']]),
  c('PE', 'Peru', '+51', 'es', '#####', 3, [['Lima', 'Lima']]),
  c('ZA', 'South Africa', '+27', 'en', '####', 10, [
    ['Johannesburg', 'Gauteng'],
    ['Cape Town', 'Western Cape'],
  ]),
  c('NG', 'Nigeria', '+234', 'en', '######', 15, [
    ['Lagos', 'Lagos'],
    ['Abuja', 'FCT'],
  ]),
  c('KE', 'Kenya', '+254', 'sw', '#####', 6, [['Nairobi', 'Nairobi']]),
  c('GH', 'Ghana', '+233', 'en', '', 4, [['Accra', 'Greater Accra']]),
  c('EG', 'Egypt', '+20', 'ar', '#####', 5, [['Cairo', 'Cairo']]),
  c('MA', 'Morocco', '+212', 'ar', '#####', 3, [['Casablanca', 'Casablanca-Settat']]),
  c('SA', 'Saudi Arabia', '+966', 'ar', '#####', 8, [['Riyadh', 'Riyadh']]),
  c('QA', 'Qatar', '+974', 'ar', '', 3, [['Doha', 'Doha']]),
  c('TR', 'Turkey', '+90', 'tr', '#####', 6, [['Istanbul', 'Istanbul']]),
  c('IL', 'Israel', '+972', 'he', '#######', 3, [['Tel Aviv', 'Tel Aviv']]),
  c('PK', 'Pakistan', '+92', 'ur', '#####', 10, [
    ['Karachi', 'Sindh'],
    ['Lahore', 'Punjab'],
  ]),
  c('BD', 'Bangladesh', '+880', 'bn', '####', 8, [['Dhaka', 'Dhaka']]),
  c('LK', 'Sri Lanka', '+94', 'si', '#####', 4, [['Colombo', 'Western']]),
  c('NP', 'Nepal', '+977', 'ne', '#####', 5, [['Kathmandu', 'Bagmati']]),
  c('SG', 'Singapore', '+65', 'en', '######', 8, [['Singapore', 'Singapore']]),
  c('MY', 'Malaysia', '+60', 'ms', '#####', 5, [['Kuala Lumpur', 'Federal Territory']]),
  c('ID', 'Indonesia', '+62', 'id', '#####', 8, [['Jakarta', 'Jakarta']]),
  c('PH', 'Philippines', '+63', 'tl', '####', 8, [['Manila', 'Metro Manila']]),
  c('TH', 'Thailand', '+66', 'th', '#####', 4, [['Bangkok', 'Bangkok']]),
  c('VN', 'Vietnam', '+84', 'vi', '######', 4, [['Ho Chi Minh City', 'Ho Chi Minh City']]),
  c('JP', 'Japan', '+81', 'ja', '###-####', 6, [['Tokyo', 'Tokyo']]),
  c('KR', 'South Korea', '+82', 'ko', '#####', 5, [['Seoul', 'Seoul']]),
  c('CN', 'China', '+86', 'zh', '######', 4, [['Shanghai', 'Shanghai']]),
  c('HK', 'Hong Kong', '+852', 'zh', '', 3, [['Hong Kong', 'Hong Kong Island']]),
  c('TW', 'Taiwan', '+886', 'zh', '###', 2, [['Taipei', 'Taipei']]),
  c('NZ', 'New Zealand', '+64', 'en', '####', 4, [['Auckland', 'Auckland']]),
  c('IE', 'Ireland', '+353', 'en', '?## ????', 4, [['Dublin', 'Leinster']]),
  c('PT', 'Portugal', '+351', 'pt', '####-###', 4, [['Lisbon', 'Lisbon']]),
  c('SE', 'Sweden', '+46', 'sv', '### ##', 4, [['Stockholm', 'Stockholm']]),
  c('NO', 'Norway', '+47', 'no', '####', 2, [['Oslo', 'Oslo']]),
  c('DK', 'Denmark', '+45', 'da', '####', 2, [['Copenhagen', 'Capital Region']]),
  c('FI', 'Finland', '+358', 'fi', '#####', 2, [['Helsinki', 'Uusimaa']]),
  c('PL', 'Poland', '+48', 'pl', '##-###', 5, [['Warsaw', 'Masovia']]),
  c('CZ', 'Czechia', '+420', 'cs', '### ##', 2, [['Prague', 'Prague']]),
  c('AT', 'Austria', '+43', 'de', '####', 2, [['Vienna', 'Vienna']]),
  c('CH', 'Switzerland', '+41', 'de', '####', 3, [['Zurich', 'Zurich']]),
  c('BE', 'Belgium', '+32', 'fr', '####', 3, [['Brussels', 'Brussels']]),
  c('GR', 'Greece', '+30', 'el', '### ##', 2, [['Athens', 'Attica']]),
  c('RO', 'Romania', '+40', 'ro', '######', 2, [['Bucharest', 'Bucharest']]),
  c('HU', 'Hungary', '+36', 'hu', '####', 2, [['Budapest', 'Budapest']]),
  c('UA', 'Ukraine', '+380', 'uk', '#####', 2, [['Kyiv', 'Kyiv']]),
  c('JM', 'Jamaica', '+1', 'en', '', 2, [['Kingston', 'Kingston']]),
  c('FJ', 'Fiji', '+679', 'en', '', 1, [['Suva', 'Central']]),
];
