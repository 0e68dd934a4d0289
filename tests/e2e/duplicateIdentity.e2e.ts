import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { apiClient, type ApiClient } from '../helpers/api';
import type { TestServer } from '../helpers/server';
import { en } from './helpers/catalogue';
import { e2eServers } from './helpers/servers';

/**
 * One email address, one user, whatever the case of its letters (#39.10): the user form shows
 * the server's refusal on the field, and nothing is saved.
 */

const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
let api: ApiClient;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiClient({ url, api: `${url}/api`, dataDir } as TestServer);
});
afterAll(async () => {
  await browser?.close();
});

interface User {
  id: number;
  email: string;
  username: string;
}
const get = async <T>(p: string): Promise<T> => (await api.json<T>('GET', p)).body;

describe('the user form', () => {
  it('refuses another user’s email in capitals, on the email field, and saves nothing', async () => {
    const [owner, user] = await get<User[]>('/users?accountStatus=active&_sort=id&_order=ASC&_start=3&_end=5');
    const { page } = await openPage(browser);
    await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/edit`);
    const email = page.getByLabel(en('resources.users.fields.email'));
    await email.fill(owner.email.toUpperCase());
    await page.getByRole('button', { name: en('ra.action.save'), exact: true }).click();
    await page.getByText(en('app.errors.taken')).first().waitFor();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect((await get<User>(`/users/${user.id}`)).email).toBe(user.email);
  });
});
