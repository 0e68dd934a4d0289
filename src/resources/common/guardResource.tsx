import { createElement, isValidElement, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { permissionFor } from '../../domain/resourcePermission';
import { RequirePermission } from '../../shell/RequirePermission';
import { NotAllowedPage } from '../../shell/NotAllowedPage';

const VIEWS = ['list', 'show', 'edit', 'create'] as const;

/**
 * Guards a resource's pages with the permission of the one matrix before they mount.
 * react-admin's own check (useRequireAccess) enables the page's query as soon as the check is
 * over, whatever its answer: a role without access got a 403 toast and console errors behind the
 * not-allowed screen. Guarded here, a forbidden page never asks the server.
 */
export function guardResource(definition: ResourceProps): ResourceProps {
  const guarded: ResourceProps = { ...definition };
  for (const view of VIEWS) {
    const page = definition[view];
    const permission = page ? permissionFor(definition.name, view) : undefined;
    // Unknown to the matrix: react-admin's canAccess (which refuses it) stays in charge.
    if (!page || permission === undefined) continue;
    const element = isValidElement(page) ? page : createElement(page as ComponentType);
    guarded[view] = permission === null ? <NotAllowedPage /> : <RequirePermission permission={permission}>{element}</RequirePermission>;
  }
  return guarded;
}
