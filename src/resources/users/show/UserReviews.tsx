import { Box, Divider, Rating, Stack, Typography } from '@mui/material';
import { DateField, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Review } from '../../../domain/entities/users';

/** The user's rating (mean of the reviews) and every review, newest first. */
export function UserReviews() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const reviews = [...((record.reviews ?? []) as Review[])].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Rating value={Number(record.rating)} precision={0.1} readOnly aria-hidden />
        <Typography variant="h6" component="p">
          {translate('app.manageUsers.user.rating_summary', { rating: Number(record.rating).toFixed(1), smart_count: reviews.length })}
        </Typography>
      </Stack>
      {reviews.length === 0 ? (
        <Typography color="text.secondary">{translate('app.manageUsers.user.no_reviews')}</Typography>
      ) : (
        <Stack component="ul" divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reviews.map((review, i) => (
            <Box component="li" key={`${review.date}-${i}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="span">
                  {review.authorName}
                </Typography>
                <Rating
                  value={review.rating}
                  size="small"
                  readOnly
                  aria-label={translate('app.manageUsers.user.stars', { smart_count: review.rating })}
                />
                <RecordContextProvider value={review as never}>
                  <DateField source="date" variant="caption" color="text.secondary" />
                </RecordContextProvider>
              </Stack>
              {review.text ? <Typography variant="body2">{review.text}</Typography> : null}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
