import { useLocaleState, useRecordContext } from 'react-admin';
import { countryNamer } from '../../domain/countryNames';

/** A country code (`IN`) as the country's name in the admin's language (India, भारत). */
export function CountryField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const nameOf = countryNamer(locale);
  const code = record?.[source];
  if (typeof code !== 'string' || !code) return <>—</>;
  return <span title={code}>{nameOf(code)}</span>;
}
