import { PERMISSIONS, ROLES } from '../../domain/permissions';
import { ADMIN_STATUSES } from '../../domain/entities/admins';

/** Choices of the role, status and permission inputs; names are catalogue keys (translated by the inputs). */
export const ROLE_CHOICES = ROLES.map((r) => ({ id: r, name: `app.administration.roles.${r}` }));
export const STATUS_CHOICES = ADMIN_STATUSES.map((s) => ({ id: s, name: `app.administration.admin_status.${s}` }));
export const PERMISSION_CHOICES = PERMISSIONS.map((p) => ({ id: p, name: `app.administration.permissions.${p}` }));
