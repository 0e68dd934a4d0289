import { countryNamer } from '../../domain/countryNames';
import { useMemo } from 'react';
import { fullName } from '../../domain/people';
import { downloadCSV, useLocaleState, useTranslate, type Exporter, type RaRecord } from 'react-admin';

/** Whose name an id column stands for. */
export type PersonResource = 'users' | 'admins';

/**
 * One column of a CSV a person opens in a spreadsheet: the header is the field's label from the
 * catalogue, an enum value its label, an id of a person that person's name, a country code the
 * country's name in the admin's language.
 */
export interface CsvColumn {
  source: string;
  /** Catalogue key of the header; `resources.<resource>.fields.<source>` when left out. */
  header?: string;
  /** Catalogue key of an enum value's label. */
  valueLabel?: (value: string) => string;
  /** The id of a person: written as their name. */
  person?: PersonResource;
  /** A country code: written as the country's name. */
  country?: true;
  /** Any other shaping of the value (an amount's history, a list). */
  format?: (value: unknown, record: RaRecord) => unknown;
}

/** How a person's record reads as a name. */
export function personName(record: RaRecord | undefined): string | null {
  if (!record) return null;
  return fullName(record) || (typeof record.email === 'string' ? record.email : null);
}

export interface LabelledRowsInput {
  records: readonly RaRecord[];
  columns: readonly CsvColumn[];
  resource: string;
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** The people the id columns point at, by resource and id. */
  people: Partial<Record<PersonResource, Record<string, RaRecord>>>;
  countryName: (code: string) => string;
}

/** The header row and the labelled rows (pure: the exporter below fetches the people first). */
export function labelledRows({ records, columns, resource, translate, people, countryName }: LabelledRowsInput): {
  headers: string[];
  rows: Record<string, unknown>[];
} {
  const headers = columns.map((c) => translate(c.header ?? `resources.${resource}.fields.${c.source}`, { _: c.source }));
  const rows = records.map((record) => {
    const row: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      const raw = record[c.source];
      let value: unknown = raw;
      if (c.format) value = c.format(raw, record);
      else if (raw === null || raw === undefined || raw === '') value = '';
      else if (c.person)
        value = personName(people[c.person]?.[String(raw)]) ?? translate('app.common.unknown_person', { id: raw, _: `#${raw}` });
      else if (c.country) value = countryName(String(raw));
      else if (c.valueLabel) value = translate(c.valueLabel(String(raw)), { _: String(raw) });
      else if (typeof raw === 'boolean') value = translate(raw ? 'app.common.yes' : 'app.common.no', { _: String(raw) });
      row[headers[i]] = value;
    });
    return row;
  });
  return { headers, rows };
}

/**
 * A react-admin exporter writing `columns` with labels and names: the people of the id columns
 * are read with react-admin's fetchRelatedRecords (one getMany per resource), the catalogue and
 * the country names follow the admin's language. papaparse loads only when an admin exports.
 */
export function useLabelledExporter(resource: string, columns: readonly CsvColumn[], filename: string = resource): Exporter {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo<Exporter>(() => {
    return async (records, fetchRelatedRecords) => {
      const people: LabelledRowsInput['people'] = {};
      for (const c of columns) {
        if (!c.person) continue;
        try {
          const found = await fetchRelatedRecords<RaRecord>(records, c.source, c.person);
          people[c.person] = { ...people[c.person], ...found };
        } catch {
          // A role that may not read those people still gets its export, with "Unknown (#id)".
        }
      }
      const { toCsv } = await import('../../domain/csv');
      // Named at export time: the first namer of a session loads the browser's region data.
      const { headers, rows } = labelledRows({ records, columns, resource, translate, people, countryName: countryNamer(locale) });
      downloadCSV(toCsv(rows, headers), filename);
    };
  }, [columns, filename, locale, resource, translate]);
}
