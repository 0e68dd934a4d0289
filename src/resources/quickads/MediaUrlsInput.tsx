import { useRef, useState, type ChangeEvent } from 'react';
import { Box, FormHelperText, FormLabel, IconButton, LinearProgress, Typography } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data';
import { UPLOAD_CONTENT_TYPES } from '../../domain/uploads';
import { AppButton } from '../../shell/buttons/AppButton';
import { MediaPreview } from '../common/media/MediaPreview';
import { uploadMedia, UploadRefused } from './uploadMedia';

interface InFlight {
  key: string;
  name: string;
  progress: number;
}

const TILE = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' } as const;

/** The ad's images and videos: each picked file is uploaded at once and its URL added to `mediaUrls`. */
export function MediaUrlsInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { field } = useInput<string[]>({ source: 'mediaUrls', defaultValue: [] });
  const urls: string[] = field.value ?? [];
  const latest = useRef(urls);
  latest.current = urls;
  const picker = useRef<HTMLInputElement>(null);
  const [inFlight, setInFlight] = useState<InFlight[]>([]);

  const upload = async (file: File) => {
    const key = `${file.name}-${file.size}-${Math.random()}`;
    setInFlight((list) => [...list, { key, name: file.name, progress: 0 }]);
    try {
      const url = await uploadMedia(dataProvider, file, (progress) =>
        setInFlight((list) => list.map((f) => (f.key === key ? { ...f, progress } : f))),
      );
      // Several files finish in any order: append to the value as it is now, not as it was.
      field.onChange([...latest.current, url]);
    } catch (e) {
      const body = (e as { body?: { code?: string; message?: string } }).body;
      notify(e instanceof UploadRefused ? e.messageKey : (body?.code ?? 'app.content.upload.failed'), {
        type: 'error',
        messageArgs: { name: file.name, _: body?.message },
      });
    } finally {
      setInFlight((list) => list.filter((f) => f.key !== key));
    }
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    // One after the other: the server keeps a few unfinished uploads per admin at most.
    void files.reduce((chain, file) => chain.then(() => upload(file)), Promise.resolve());
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate('resources.quickads.fields.mediaUrls')}
      </FormLabel>
      <Box sx={TILE}>
        {urls.map((url, i) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <MediaPreview url={url} alt={translate('app.content.quickads.media_item', { position: i + 1, title: '' })} height={120} />
            <IconButton
              aria-label={translate('app.content.upload.remove_item', { position: i + 1 })}
              onClick={() => field.onChange(urls.filter((u) => u !== url))}
              size="small"
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {inFlight.map((f) => (
          <Box
            key={f.key}
            sx={{
              height: 120,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 1,
              px: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            <Typography variant="caption" noWrap title={f.name}>
              {translate('app.content.upload.uploading', { name: f.name })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(f.progress * 100)}
              aria-label={translate('app.content.upload.uploading', { name: f.name })}
            />
          </Box>
        ))}
      </Box>
      <input
        ref={picker}
        type="file"
        hidden
        multiple
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        onChange={onPick}
        data-testid="media-file-input"
      />
      <AppButton variant="outlineBlue" startIcon={<AddPhotoIcon />} onClick={() => picker.current?.click()} sx={{ mt: 1.5 }}>
        {translate('app.content.upload.add')}
      </AppButton>
      <FormHelperText>{translate('app.content.upload.hint')}</FormHelperText>
    </Box>
  );
}
