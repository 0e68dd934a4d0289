import { Box, Chip, Grid, Link, Typography } from '@mui/material';
import { Pagination, ReferenceManyField, useTranslate, WithListContext, type RaRecord } from 'react-admin';
import { enumKey } from '../../common/enumChoices';
import { RelatedEmpty } from './RelatedEmpty';

function MediaTile({ item }: { item: RaRecord }) {
  const translate = useTranslate();
  const label = item.caption || translate(enumKey('mediaKind', String(item.kind)));
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Link
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('app.manageUsers.user.open_media', { caption: label })}
      >
        <Box
          component="img"
          src={item.thumbnailUrl}
          alt=""
          sx={{
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 1,
            display: 'block',
            opacity: item.status === 'removed' ? 0.4 : 1,
          }}
        />
      </Link>
      <Typography component="figcaption" variant="caption" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
        <span>{label}</span>
        {item.status === 'removed' ? <Chip size="small" label={translate(enumKey('mediaStatus', 'removed'))} /> : null}
      </Typography>
    </Box>
  );
}

/** The photos and videos on the user's profile, as a grid of thumbnails that open full size. */
export const UserMediaTab = () => (
  <ReferenceManyField
    reference="media"
    target="userId"
    sort={{ field: 'uploadedAt', order: 'DESC' }}
    perPage={12}
    pagination={<Pagination rowsPerPageOptions={[12]} />}
  >
    <WithListContext
      render={({ data, isPending }) =>
        isPending ? null : data?.length ? (
          <Grid container spacing={2}>
            {data.map((item) => (
              <Grid key={item.id} size={{ xs: 6, sm: 4, md: 3 }}>
                <MediaTile item={item} />
              </Grid>
            ))}
          </Grid>
        ) : (
          <RelatedEmpty messageKey="app.manageUsers.user.no_media_items" />
        )
      }
    />
  </ReferenceManyField>
);
