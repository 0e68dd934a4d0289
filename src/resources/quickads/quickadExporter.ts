import { downloadCSV, type Exporter } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';

/** Every field of the quick ad, lists joined with "; " so each ad stays one CSV row. */
export const quickadExporter: Exporter<Quickad> = async (ads) => {
  // papaparse loads only when an admin exports.
  const { toCsv } = await import('../../domain/csv');
  const rows = ads.map(({ disclosures, categories, mediaUrls, ...ad }) => ({
    ...ad,
    postedByUserId: ad.postedByUserId ?? '',
    moderationReason: ad.moderationReason ?? '',
    categories: categories.join('; '),
    mediaUrls: mediaUrls.join('; '),
    disclosureCannabis: disclosures.cannabis,
    disclosureCbd: disclosures.cbd,
    disclosurePoliticalPromotion: disclosures.politicalPromotion,
  }));
  downloadCSV(toCsv(rows), 'quickads');
};
