import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { labelledRows, personName, type LabelledRowsInput } from '../resources/common/labelledExport';
import { USER_EXPORT_COLUMNS } from '../resources/users/list/userExportColumns';
import { ORDER_EXPORT_COLUMNS } from '../resources/orders/orderExportColumns';
import { RATE_EXPORT_COLUMNS } from '../resources/commission-rates/rateExportColumns';

/** The English catalogue as the app's translate reads it (polyglot's %{name} and `_` fallback). */
function translate(key: string, options: Record<string, unknown> = {}): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return String(options._ ?? key);
  return node.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
}

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
const rows = (input: Omit<LabelledRowsInput, 'translate' | 'countryName'>) => labelledRows({ ...input, translate, countryName });

describe('labelled CSV rows', () => {
  it('heads user columns with their labels and writes labels and names, never codes', () => {
    const user = {
      id: 3,
      firstName: 'Asha',
      lastName: 'Verma, Jr.',
      accountType: 'kid_influencer',
      country: 'IN',
      verificationStatus: 'verified',
      accountStatus: 'suspended',
      online: true,
      reviews: [{ rating: 5 }],
      activeStrikes: 0,
    };
    const {
      headers,
      rows: [row],
    } = rows({ records: [user], columns: USER_EXPORT_COLUMNS, resource: 'users', people: {} });
    expect(headers.slice(0, 3)).toEqual([
      en.resources.users.fields.id,
      en.resources.users.fields.firstName,
      en.resources.users.fields.lastName,
    ]);
    expect(headers).not.toContain('reviews');
    expect(row).toMatchObject({
      [en.resources.users.fields.accountType]: en.app.enums.accountType.kid_influencer,
      [en.resources.users.fields.country]: 'India',
      [en.resources.users.fields.verificationStatus]: en.app.enums.verificationStatus.verified,
      [en.resources.users.fields.accountStatus]: en.app.enums.accountStatus.suspended,
      [en.resources.users.fields.online]: 'Yes',
      [en.resources.users.fields.activeStrikes]: 0,
    });
  });

  it('names the customer, the provider and the granting admin; an unknown one by its id; no provider as empty', () => {
    const order = {
      id: 1,
      reference: 'ORD-1',
      serviceType: 'booking',
      status: 'in_progress',
      customerId: 4,
      providerId: null,
      additionalDeposits: [{ amount: 10, date: '2026-01-02' }],
    };
    const people = { users: { 4: { id: 4, firstName: 'Param', lastName: 'Talwar' } } };
    const [o] = rows({ records: [order], columns: ORDER_EXPORT_COLUMNS, resource: 'orders', people }).rows;
    expect(o).toMatchObject({
      [en.resources.orders.fields.serviceType]: en.app.service_types.booking,
      [en.resources.orders.fields.status]: en.app.enums.orderStatus.in_progress,
      [en.resources.orders.fields.customerId]: 'Param Talwar',
      [en.resources.orders.fields.providerId]: '',
      [en.resources.orders.fields.additionalDeposits]: '10@2026-01-02',
    });

    const rate = {
      id: 2,
      userId: 9,
      rate: 12.5,
      status: 'active',
      grantedByAdminId: 1,
      history: [{ change: 'granted', rate: 12.5, at: '2026-05-28T02:03:20.000Z', byAdminId: 1 }],
    };
    const [r] = rows({
      records: [rate],
      columns: RATE_EXPORT_COLUMNS,
      resource: 'commission-rates',
      people: { admins: { 1: { id: 1, firstName: 'Ada', lastName: 'Admin' } } },
    }).rows;
    expect(r).toMatchObject({
      User: 'Unknown (#9)',
      'Granted by': 'Ada Admin',
      Status: en.app.enums.rateStatus.active,
      History: 'granted 12.5% 2026-05-28T02:03:20.000Z',
    });
  });

  it('writes since when the rate shown took effect, as the list shows it (#39.5)', () => {
    const history = [
      { change: 'granted', rate: 5, at: '2026-04-23T21:55:16.000Z', byAdminId: 5 },
      { change: 'changed', rate: 18, at: '2026-08-20T19:27:58.000Z', byAdminId: 1 },
    ];
    const rate = {
      id: 13,
      userId: 316,
      rate: 18,
      status: 'active',
      grantedByAdminId: 5,
      since: '2026-04-23T21:55:16.000Z',
      removedAt: null,
      history,
    };
    const [r] = rows({ records: [rate], columns: RATE_EXPORT_COLUMNS, resource: 'commission-rates', people: {} }).rows;
    expect(r[en.resources['commission-rates'].fields.since]).toBe('2026-08-20T19:27:58.000Z');
  });

  it('reads a person without a name by their email', () => {
    expect(personName({ id: 1, email: 'a@example.com' })).toBe('a@example.com');
    expect(personName(undefined)).toBeNull();
  });
});
