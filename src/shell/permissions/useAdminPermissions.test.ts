import { describe, expect, it } from 'vitest';
import { hasPermission } from '../../domain/permissions';
import { toPermissionSubject } from './useAdminPermissions';

describe('toPermissionSubject', () => {
  it('reads a role subject as the matrix does', () => {
    const subject = toPermissionSubject({ role: 'employee', permissions: [] });
    expect(hasPermission(subject, 'orders.read')).toBe(true);
    expect(hasPermission(subject, 'admins.manage')).toBe(false);
  });

  it('reads a list of permission names as exactly those permissions', () => {
    const subject = toPermissionSubject(['orders.read', 'not.a.permission']);
    expect(hasPermission(subject, 'orders.read')).toBe(true);
    expect(hasPermission(subject, 'users.read')).toBe(false);
  });

  it('grants nothing for anything else', () => {
    for (const v of [null, undefined, 'admin', { role: 'root' }, 42]) expect(toPermissionSubject(v)).toBeNull();
  });
});
