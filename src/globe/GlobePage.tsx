import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { AppTitle } from '../shell/AppTitle';
import { GlobeCanvas } from './GlobeCanvas';
import { GlobeLegend } from './GlobeLegend';
import { CountryTable } from './CountryTable';
import { countryNamer } from '../domain/countryNames';
import { NUMERIC_TO_ALPHA2 } from './countryCodes';
import { useUsersByCountry } from './useUsersByCountry';
import { usersInCountryPath } from './usersInCountryPath';

/** Countries of the data that the 110m atlas draws (the others are too small: Singapore, Hong Kong). */
const ON_MAP = new Set([...Object.values(NUMERIC_TO_ALPHA2), 'XK']);

/**
 * /globe: where users live. The page (with d3-geo, topojson-client and the atlas) is its own
 * chunk, loaded only when this route opens (src/areaScreens/content.tsx).
 */
export default function GlobePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { data, error, isPending } = useUsersByCountry();
  const nameOf = countryNamer(locale);
  const counts = useMemo(() => new Map((data?.countries ?? []).map((c) => [c.code, c.count])), [data]);
  const offMap = (data?.countries ?? []).filter((c) => !ON_MAP.has(c.code));
  const select = useCallback((code: string) => navigate(usersInCountryPath(code)), [navigate]);

  return (
    <Box sx={{ py: 2 }}>
      <AppTitle title={translate('app.nav.globe')} />
      {error ? <Alert severity="error">{translate('app.content.globe.load_error')}</Alert> : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' }, alignItems: 'start' }}
      >
        <Card>
          <CardHeader
            title={translate('app.content.globe.heading')}
            subheader={data ? translate('app.content.globe.summary', { smart_count: data.total, countries: data.countries.length }) : ' '}
            slotProps={{ title: { component: 'h1', variant: 'h6' } }}
          />
          <CardContent>
            {isPending ? (
              <Skeleton variant="circular" width={420} height={420} sx={{ mx: 'auto' }} />
            ) : (
              <GlobeCanvas counts={counts} nameOf={nameOf} onSelect={select} />
            )}
            <GlobeLegend max={Math.max(0, ...counts.values())} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
              {translate('app.content.globe.hint')}
            </Typography>
            {offMap.length ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
                {translate('app.content.globe.off_map', { countries: offMap.map((c) => `${nameOf(c.code)} (${c.count})`).join(', ') })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={translate('app.content.globe.table_heading')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
          <Box sx={{ maxHeight: { lg: 640 }, overflowY: 'auto' }}>
            {data ? (
              <CountryTable countries={data.countries} total={data.total} nameOf={nameOf} />
            ) : (
              <Skeleton variant="rectangular" height={320} sx={{ mx: 2, mb: 2 }} />
            )}
          </Box>
        </Card>
      </Box>
    </Box>
  );
}
