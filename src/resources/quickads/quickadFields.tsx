import { Chip, Stack, Typography } from '@mui/material';
import { ReferenceField, useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';

/** The platform itself, or the user who posted the ad. */
export function PostedByField(_props: Omit<FieldProps, 'source'>) {
  const ad = useRecordContext<Quickad>();
  const translate = useTranslate();
  if (!ad) return null;
  if (ad.owner === 'platform') return <Typography variant="body2">{translate('app.content.quickad_owner.platform')}</Typography>;
  return <ReferenceField source="postedByUserId" reference="users" />;
}

/** 0 means anyone; otherwise the minimum age, as "18+". */
export function AgeLimitField(_props: Omit<FieldProps, 'source'>) {
  const ad = useRecordContext<Quickad>();
  const translate = useTranslate();
  if (!ad) return null;
  return (
    <Typography variant="body2">
      {ad.ageLimit === 0
        ? translate('app.content.quickads.no_age_limit')
        : translate('app.content.quickads.age_limit_value', { age: ad.ageLimit })}
    </Typography>
  );
}

/** The disclosure notices the ad must carry; "none" when it needs none. */
export function DisclosuresField(_props: Omit<FieldProps, 'source'>) {
  const ad = useRecordContext<Quickad>();
  const translate = useTranslate();
  if (!ad) return null;
  const notices = (['cannabis', 'cbd', 'politicalPromotion'] as const).filter((k) => ad.disclosures[k]);
  if (!notices.length) return <Typography variant="body2">{translate('app.content.quickads.no_disclosures')}</Typography>;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {notices.map((k) => (
        <Chip key={k} size="small" color="warning" variant="outlined" label={translate(`app.content.quickads.disclosure_short.${k}`)} />
      ))}
    </Stack>
  );
}

/** A language code shown by its name in the admin's language (hi → Hindi / हिन्दी). */
export function LanguageField({ source }: FieldProps) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const code = record?.[source] as string | undefined;
  if (!code) return null;
  let name = code;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    // An unknown code stays as it is.
  }
  return <Typography variant="body2">{name}</Typography>;
}

/** Long free text (the brief) with its line breaks kept. */
export function ParagraphField({ source }: FieldProps) {
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value || '—'}
    </Typography>
  );
}
