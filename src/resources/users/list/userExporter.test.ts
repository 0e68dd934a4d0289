import { describe, expect, it } from 'vitest';
import { usersToCsv } from './userExporter';

describe('usersToCsv', () => {
  it('writes the flat user fields in a fixed order, quoting what needs it, without nested reviews', async () => {
    const csv = await usersToCsv([{ id: 3, firstName: 'Asha', lastName: 'Verma, Jr.', online: true, reviews: [{ rating: 5 }], activeStrikes: 0 }]);
    const [header, row] = csv.split(/\r?\n/);
    expect(header.split(',')[0]).toBe('id');
    expect(header).not.toContain('reviews');
    expect(row.startsWith('3,Asha,"Verma, Jr.",')).toBe(true);
    expect(row).toContain(',0,');
    expect(row).toContain(',true,');
  });
});
