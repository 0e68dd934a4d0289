import { describe, expect, it } from 'vitest';
import { isFromRequester } from './ticketMessages';

const at = '2026-01-01T10:00:00.000Z';

describe('isFromRequester', () => {
  it('puts a marketplace user on the requester side and every administrator on the support side', () => {
    const ticket = { userId: 7, adminId: 3 };
    expect(isFromRequester(ticket, { from: 'user', authorId: 7, text: 'Hi', at })).toBe(true);
    expect(isFromRequester(ticket, { from: 'admin', authorId: 3, text: 'Hello', at })).toBe(false);
  });

  it('on a Help Center ticket (no user), puts the asking administrator on the requester side', () => {
    const ticket = { userId: null, adminId: 5 };
    expect(isFromRequester(ticket, { from: 'admin', authorId: 5, text: 'Help', at })).toBe(true);
    expect(isFromRequester(ticket, { from: 'admin', authorId: 2, text: 'On it', at })).toBe(false);
  });
});
