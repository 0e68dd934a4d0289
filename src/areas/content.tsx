import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * This area's react-admin resources (by collection name) and its spec routes
 * (views of a resource with a fixed filter, pages), each wrapped in RequirePermission.
 */
export const resources: Record<string, Omit<ResourceProps, 'name'>> = {};

export const routes: ReactElement[] = [];
