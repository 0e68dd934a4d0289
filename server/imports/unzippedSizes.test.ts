import { IMPORT_MAX_PART_BYTES, IMPORT_MAX_UNZIPPED_BYTES } from '../../src/domain/constants';
import { readZipDirectory } from '../../src/domain/listImport/zipDirectory';
import { zipArchive } from '../../tests/helpers/xlsxArchive';
import { checkUnzippedSizes } from './unzippedSizes';

const check = (bytes: Uint8Array) => () => checkUnzippedSizes(bytes, readZipDirectory(bytes));

describe('checkUnzippedSizes', () => {
  it('accepts parts that unzip to what the limits allow', () => {
    expect(check(zipArchive([{ name: 'a.xml', data: ' '.repeat(IMPORT_MAX_PART_BYTES) }]))).not.toThrow();
  });

  it('refuses a part that unzips to more than the part limit though its archive declares a few bytes', () => {
    const liar = zipArchive([{ name: 'xl/worksheets/sheet1.xml', data: ' '.repeat(IMPORT_MAX_PART_BYTES + 1), claimedSize: 100 }]);
    expect(check(liar)).toThrow(
      expect.objectContaining({ code: 'part_too_large', detail: expect.objectContaining({ part: 'xl/worksheets/sheet1.xml' }) }),
    );
  });

  it('refuses parts that unzip to more than the total limit together, each under the part limit', () => {
    const part = IMPORT_MAX_UNZIPPED_BYTES / 2 + 1;
    const liars = zipArchive([
      { name: 'a.xml', data: ' '.repeat(part), claimedSize: 1 },
      { name: 'b.xml', data: ' '.repeat(part), claimedSize: 1 },
    ]);
    expect(check(liars)).toThrow(expect.objectContaining({ code: 'unzipped_too_large' }));
  });

  it('refuses a part whose compressed data is damaged', () => {
    const bytes = zipArchive([{ name: 'a.xml', data: 'hello '.repeat(1000) }]);
    const [entry] = readZipDirectory(bytes);
    bytes.fill(0xff, entry.dataOffset, entry.dataOffset + 8);
    expect(check(bytes)).toThrow(expect.objectContaining({ code: 'malformed' }));
  });
});
