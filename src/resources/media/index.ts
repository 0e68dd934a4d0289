import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { Media } from '../../domain/entities/media';
import { lazyPage } from '../../shell/lazyPage';

const MediaShow = lazyPage(
  () => import('./MediaShow'),
  (m) => m.MediaShow,
);

/** The grid is the /user-media route (src/areaScreens/content.tsx); one item has its own show page. */
export default {
  show: MediaShow,
  icon: PhotoLibraryIcon,
  recordRepresentation: (m: Media) => m.caption || `#${m.id}`,
};
