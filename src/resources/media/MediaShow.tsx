import { Box, Card, CardContent } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, ShowBase, TopToolbar, useTranslate } from 'react-admin';
import { AppTitle } from '../../shell/AppTitle';
import { MediaDetails } from './MediaDetails';
import { RemoveMediaButton } from './RemoveMediaButton';

/** /media/:id/show: one item on its own page (a link to share with another moderator). */
export const MediaShow = () => {
  const translate = useTranslate();
  return (
    <ShowBase>
      <Box sx={{ maxWidth: 960, width: '100%' }}>
        <AppTitle title={translate('resources.media.name', { smart_count: 1 })} />
        <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
          <Link to="/user-media" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ArrowBackIcon fontSize="small" aria-hidden />
            {translate('app.content.media.back')}
          </Link>
          <RemoveMediaButton />
        </TopToolbar>
        <Card>
          <CardContent>
            <MediaDetails />
          </CardContent>
        </Card>
      </Box>
    </ShowBase>
  );
};
