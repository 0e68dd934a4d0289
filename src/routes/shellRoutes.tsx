import type { ReactElement } from 'react';
import * as manageUsers from '../areas/manageUsers';
import * as moderation from '../areas/moderation';
import * as money from '../areas/money';
import * as administration from '../areas/administration';
import * as content from '../areas/content';

/** Spec routes inside the shell that are not a resource's own list, gathered from every area. */
export const shellRoutes: ReactElement[] = [
  ...manageUsers.routes,
  ...moderation.routes,
  ...money.routes,
  ...administration.routes,
  ...content.routes,
];
