import { downloadCSV, type Exporter } from 'react-admin';
import type { Media } from '../../domain/entities/media';

export const mediaExporter: Exporter<Media> = async (items) => {
  // papaparse loads only when an admin exports.
  const { toCsv } = await import('../../domain/csv');
  const rows = items.map(({ id, userId, kind, url, caption, uploadedAt, status, removalReason }) => ({
    id,
    userId,
    kind,
    url,
    caption,
    uploadedAt,
    status,
    removalReason: removalReason ?? '',
  }));
  downloadCSV(toCsv(rows), 'user-media');
};
