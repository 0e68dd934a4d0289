import { adminGuards, displayStatus } from './adminStatus';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('displayStatus', () => {
  it('tells a live invitation from an expired or voided one', () => {
    expect(displayStatus({ role: 'employee', status: 'invited', inviteExpiresAt: '2026-11-21T00:00:00Z' }, NOW)).toBe('invited');
    expect(displayStatus({ role: 'employee', status: 'invited', inviteExpiresAt: '2026-11-20T12:00:00Z' }, NOW)).toBe('invite_expired');
    expect(displayStatus({ role: 'employee', status: 'invited', inviteExpiresAt: null }, NOW)).toBe('invite_expired');
    expect(displayStatus({ role: 'admin', status: 'active' }, NOW)).toBe('active');
    expect(displayStatus({ role: 'admin', status: 'revoked' }, NOW)).toBe('revoked');
  });
});

describe('adminGuards', () => {
  const ada = { role: 'admin', status: 'active', email: 'Admin@Example.com' };
  it('blocks revoking and demoting oneself, whatever the case of the email', () => {
    expect(adminGuards(ada, 'admin@example.com', 3)).toMatchObject({
      isSelf: true,
      revokeBlocked: 'app.administration.admins.guards.self',
      roleBlocked: 'app.administration.admins.guards.self',
    });
  });
  it('blocks the last active Admin, not one of several, and not other roles', () => {
    expect(adminGuards(ada, 'other@example.com', 1).revokeBlocked).toBe('app.administration.admins.guards.last_admin');
    expect(adminGuards(ada, 'other@example.com', 2).revokeBlocked).toBeNull();
    expect(adminGuards({ ...ada, role: 'employee' }, 'other@example.com', 1).revokeBlocked).toBeNull();
    expect(adminGuards({ ...ada, status: 'revoked' }, 'other@example.com', 1).revokeBlocked).toBeNull();
  });
  it('does not block while the count is unknown (the server still refuses)', () => {
    expect(adminGuards(ada, 'other@example.com', undefined).isLastAdmin).toBe(false);
  });
});
