import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import type { RestrictedWord, User } from '../../../src/domain/entities';

/**
 * PATCH and PUT do not write what the server owns (#36, point 5): Tech Support gave a user another
 * user's referralCode, a rating of 5 without reviews, a memberSince in 2001 and an age bracket
 * the date of birth contradicts. The fields an entity's create leaves to the server (computed and
 * initial, src/domain/entities) keep their stored value on update: a new value is refused with
 * the validation 400 naming each; the value as read may be echoed back (react-admin sends the
 * whole record), and a bracket follows its date of birth.
 */
let server: TestServer;
let admin: ApiClient;
let support: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = await apiClient(server);
  support = await apiClient(server, 'support@example.com');
}, 60_000);
afterAll(() => server.stop());

type Refusal = { code: string; errors: Record<string, string> };

let offset = 0;
/** A user no other test of this file touches. */
async function nextUser(): Promise<User> {
  const users = (await admin.json<User[]>('GET', `/users?accountStatus=active&_sort=id&_order=ASC&_start=${offset}&_end=${offset + 1}`))
    .body;
  offset += 1;
  return users[0];
}

const getUser = async (id: number) => (await admin.json<User>('GET', `/users/${id}`)).body;
const otherBracket = (user: User) => (user.ageBracket === '25_34' ? '35_44' : '25_34');

describe('users: server-owned fields on PATCH', () => {
  it('refuses each of the audit’s writes with a 400 naming the field, and leaves the user as it was', async () => {
    const user = await nextUser();
    const other = await nextUser();
    const writes: Record<string, unknown>[] = [
      { referralCode: other.referralCode },
      { rating: user.rating === 5 ? 4 : 5 },
      { memberSince: '2001-01-01T00:00:00.000Z' },
      { ageBracket: otherBracket(user) },
      { activeStrikes: user.activeStrikes + 1 },
      { reviews: [] },
      { online: !user.online },
    ];
    for (const write of writes) {
      const res = await support.json<Refusal>('PATCH', `/users/${user.id}`, { ...write, version: user.version });
      expect(res.status, JSON.stringify(write)).toBe(400);
      expect(res.body.code).toBe('app.errors.validation');
      expect(Object.keys(res.body.errors)).toEqual(Object.keys(write));
    }
    expect(await getUser(user.id)).toEqual(user);
  });

  it('names every refused field of one request', async () => {
    const user = await nextUser();
    const res = await support.json<Refusal>('PATCH', `/users/${user.id}`, {
      firstName: 'Renamed',
      rating: user.rating === 5 ? 4 : 5,
      memberSince: '2001-01-01T00:00:00.000Z',
      ageBracket: otherBracket(user),
      version: user.version,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['ageBracket', 'memberSince', 'rating']);
    expect((await getUser(user.id)).firstName).toBe(user.firstName);
  });

  it('takes the fields echoed back as read, and derives the age bracket from a new date of birth', async () => {
    const user = await nextUser();
    const { version, ...fields } = user;
    const edited = await support.json<User>('PATCH', `/users/${user.id}`, {
      ...fields,
      firstName: 'Echoed',
      dateOfBirth: '1960-05-01',
      version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.firstName).toBe('Echoed');
    expect(edited.body.ageBracket).toBe('65_plus');
    expect(edited.body.referralCode).toBe(user.referralCode);
    expect(edited.body.memberSince).toBe(user.memberSince);
  });
});

describe('users: server-owned fields on PUT (what react-admin sends)', () => {
  it('saves the whole record as read with an edited field', async () => {
    const user = await nextUser();
    const saved = await support.json<User>('PUT', `/users/${user.id}`, { ...user, city: 'Pune' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...user, city: 'Pune', version: user.version + 1, updatedAt: saved.body.updatedAt });
  });

  it('refuses the whole record with a new rating or referral code, naming them', async () => {
    const user = await nextUser();
    const other = await nextUser();
    const res = await support.json<Refusal>('PUT', `/users/${user.id}`, {
      ...user,
      rating: user.rating === 5 ? 4 : 5,
      referralCode: other.referralCode,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['rating', 'referralCode']);
    expect(await getUser(user.id)).toEqual(user);
  });
});

describe('other collections: the same rule from their definitions', () => {
  it('refuses a restricted word’s addedAt and addedByAdminId, which were silently dropped', async () => {
    const word = (await admin.json<RestrictedWord[]>('GET', '/restricted-words?_sort=id&_order=ASC&_end=1')).body[0];
    const res = await admin.json<Refusal>('PUT', `/restricted-words/${word.id}`, {
      ...word,
      addedAt: '2001-01-01T00:00:00.000Z',
      addedByAdminId: word.addedByAdminId + 1,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['addedAt', 'addedByAdminId']);
    const renamed = await admin.json<RestrictedWord>('PUT', `/restricted-words/${word.id}`, { ...word, text: `${word.text} edited` });
    expect(renamed.status).toBe(200);
    expect(renamed.body.normalized).not.toBe(word.normalized);
  });

  it('refuses a verification request’s reviewDeadline', async () => {
    const request = (
      await admin.json<{ id: number; version: number; reviewDeadline: string }[]>('GET', '/verification-requests?status=pending&_end=1')
    ).body[0];
    const res = await admin.json<Refusal>('PATCH', `/verification-requests/${request.id}`, {
      reviewDeadline: '2099-01-01T00:00:00.000Z',
      version: request.version,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['reviewDeadline']);
  });
});
