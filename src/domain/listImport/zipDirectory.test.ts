import { IMPORT_MAX_PARTS, IMPORT_MAX_PART_BYTES, IMPORT_MAX_UNZIPPED_BYTES } from '../constants';
import { worksheetXml, xlsxFile, zipArchive } from '../../../tests/helpers/xlsxArchive';
import { checkXlsxArchive, readZipDirectory } from './zipDirectory';

const sheet = worksheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>');

describe('readZipDirectory', () => {
  it('lists the entries with the sizes their directory declares and where their data starts', () => {
    const bytes = zipArchive([
      { name: 'a.txt', data: 'hello hello hello' },
      { name: 'b.txt', data: 'x', claimedSize: 12345 },
    ]);
    const [a, b] = readZipDirectory(bytes);
    expect(a).toMatchObject({ name: 'a.txt', method: 8, declaredSize: 17, dataOffset: 30 + 'a.txt'.length });
    expect(b).toMatchObject({ name: 'b.txt', declaredSize: 12345 });
  });

  it('refuses bytes without a zip directory, or whose directory points outside the file', () => {
    expect(() => readZipDirectory(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
    const cut = zipArchive([{ name: 'a.txt', data: 'hello' }]);
    // The end record says the directory starts past the end of the file.
    new DataView(cut.buffer).setUint32(cut.length - 6, cut.length + 100, true);
    expect(() => readZipDirectory(cut)).toThrow(expect.objectContaining({ code: 'malformed' }));
  });
});

describe('checkXlsxArchive', () => {
  it('accepts an ordinary workbook', () => {
    expect(checkXlsxArchive(xlsxFile(sheet)).map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
  });

  it('refuses a part that declares more than the part limit, and parts that declare more than the total limit together', () => {
    expect(() => checkXlsxArchive(xlsxFile(sheet, { claimedSize: IMPORT_MAX_PART_BYTES + 1 }))).toThrow(
      expect.objectContaining({
        code: 'part_too_large',
        detail: { part: 'xl/worksheets/sheet1.xml', maxBytes: IMPORT_MAX_PART_BYTES, mb: 30 },
      }),
    );
    const halves = IMPORT_MAX_UNZIPPED_BYTES / 2 + 1;
    const extraParts = [
      { name: 'xl/media/a.bin', data: 'a', claimedSize: halves },
      { name: 'xl/media/b.bin', data: 'b', claimedSize: halves },
    ];
    expect(halves).toBeLessThanOrEqual(IMPORT_MAX_PART_BYTES);
    expect(() => checkXlsxArchive(xlsxFile(sheet, { extraParts }))).toThrow(
      expect.objectContaining({ code: 'unzipped_too_large', detail: { maxBytes: IMPORT_MAX_UNZIPPED_BYTES, mb: 50 } }),
    );
  });

  it('refuses an archive of more parts than the limit', () => {
    const extraParts = Array.from({ length: IMPORT_MAX_PARTS }, (_, i) => ({ name: `xl/media/${i}.bin`, data: '' }));
    expect(() => checkXlsxArchive(xlsxFile(sheet, { extraParts }))).toThrow(
      expect.objectContaining({ code: 'too_many_parts', detail: { maxParts: IMPORT_MAX_PARTS } }),
    );
  });

  it('refuses a zip that is no XLSX, or one SheetJS would read as another format', () => {
    expect(() => checkXlsxArchive(zipArchive([{ name: 'notes.txt', data: 'hello' }]))).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
    const numbers = xlsxFile(sheet, { extraParts: [{ name: 'Index/Document.iwa', data: 'snappy' }] });
    expect(() => checkXlsxArchive(numbers)).toThrow(expect.objectContaining({ code: 'malformed' }));
  });
});
