import { describe, expect, it } from 'vitest';
import { openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { en } from './helpers/catalogue';
import { adminSuite } from './helpers/suite';

/**
 * One email address, one user, whatever the case of its letters (#39.10): the user form shows
 * the server's refusal on the field, and nothing is saved.
 */

const suite = adminSuite();
const { url, dataDir } = suite;

interface User {
  id: number;
  email: string;
  username: string;
}
const get = async <T>(p: string): Promise<T> => (await suite.api.json<T>('GET', p)).body;

describe('the user form', () => {
  it('refuses another user’s email in capitals, on the email field, and saves nothing', async () => {
    const [owner, user] = await get<User[]>('/users?accountStatus=active&_sort=id&_order=ASC&_start=3&_end=5');
    const { page } = await openPage(suite.browser);
    await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/edit`);
    const email = page.getByLabel(en('resources.users.fields.email'));
    await email.fill(owner.email.toUpperCase());
    await page.getByRole('button', { name: en('ra.action.save'), exact: true }).click();
    await page.getByText(en('app.errors.taken')).first().waitFor();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect((await get<User>(`/users/${user.id}`)).email).toBe(user.email);
  });
});
