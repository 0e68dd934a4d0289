import type { ReactElement } from 'react';
import * as manageUsers from '../areaScreens/manageUsers';
import * as moderation from '../areaScreens/moderation';
import * as money from '../areaScreens/money';
import * as administration from '../areaScreens/administration';
import * as content from '../areaScreens/content';

/** Spec routes inside the shell that are not a resource's own list, gathered from every area. */
export const shellRoutes: ReactElement[] = [
  ...manageUsers.routes,
  ...moderation.routes,
  ...money.routes,
  ...administration.routes,
  ...content.routes,
];
