import type { ResourceProps } from 'react-admin';
import { COLLECTIONS } from '../domain/collections';
import * as manageUsers from './manageUsers';
import * as moderation from './moderation';
import * as money from './money';
import * as administration from './administration';
import * as content from './content';
import { guardResource } from '../resources/common/guardResource';
import { preloadOf } from '../layout/lazyPage';
import { registerPreload } from '../routes/preloadRoutes';

/**
 * Every collection is declared to react-admin (so references resolve); those with
 * screens spread the definition their area exports.
 */
const definitions: Record<string, Omit<ResourceProps, 'name'>> = {
  ...manageUsers.resources,
  ...moderation.resources,
  ...money.resources,
  ...administration.resources,
  ...content.resources,
};

// A resource's own list lives at /<name>: its entry in the sidebar preloads it.
for (const [name, definition] of Object.entries(definitions)) registerPreload(`/${name}`, preloadOf({ type: definition.list }));

/** Each page is guarded by its permission before it mounts (see guardResource). */
export const resources: ResourceProps[] = COLLECTIONS.map((name) => guardResource({ name, ...definitions[name] }));
