// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './index';
import { isSessionEnded } from './sessionEnd';
import { authProvider } from '../authProvider';
import { takeSignInNotice } from '../challengeStorage';
import { getToken, setSession } from '../session';

/** A server that answers every call with `status`. */
function answer(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"no"}', { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

describe('a write refused with 401 (#39.7)', () => {
  beforeEach(() => {
    setSession('token', { firstName: 'A', lastName: 'B', email: 'a@example.com', avatar: null, role: 'admin', permissions: [] });
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fails as SessionEndedError, which checkError lets through, and ends the session saying why', async () => {
    answer(401);
    const error = await createDataProvider('/api')
      .runAction('users', 7, 'verify', { version: 3 })
      .catch((e: unknown) => e);
    expect(isSessionEnded(error)).toBe(true);
    // Not signed out through react-admin, which would turn the refusal into an empty success.
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
    expect(takeSignInNotice()).toEqual({ key: 'app.auth.session_expired', kind: 'info' });
  });

  it('does the same for a form’s update, and leaves reads and other refusals as they were', async () => {
    const provider = createDataProvider('/api');
    answer(403);
    expect(isSessionEnded(await provider.update('users', { id: 7, data: {}, previousData: { id: 7 } }).catch((e: unknown) => e))).toBe(
      false,
    );
    expect(getToken()).toBe('token');
    answer(401);
    const read = await provider.getOne('users', { id: 7 }).catch((e: unknown) => e);
    expect(isSessionEnded(read)).toBe(false);
    await expect(authProvider.checkError(read)).rejects.toMatchObject({ redirectTo: '/signin' });
    setSession('token', { firstName: 'A', lastName: 'B', email: 'a@example.com', avatar: null, role: 'admin', permissions: [] });
    expect(isSessionEnded(await provider.update('users', { id: 7, data: {}, previousData: { id: 7 } }).catch((e: unknown) => e))).toBe(
      true,
    );
  });
});
