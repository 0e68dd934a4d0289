import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { COLLECTIONS } from '../domain/collections';
import * as manageUsers from './manageUsers';
import * as moderation from './moderation';
import * as money from './money';
import * as administration from './administration';
import * as content from './content';
import { guardResource } from '../resources/common/guardResource';
import { preloadOf } from '../shell/lazyPage';
import { registerPreload } from '../routes/preloadRoutes';
import { NotFoundPage } from '../shell/NotFoundPage';

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

/**
 * An address under a collection that names none of its screens (/commission-rates, which has
 * no list of its own; /strikes/5 without an edit view) is "not found", not an empty page:
 * react-admin draws nothing when no view of the resource matches.
 */
const NOT_FOUND_UNDER_RESOURCE = <Route path="*" element={<NotFoundPage />} />;

/** Each page is guarded by its permission before it mounts (see guardResource). */
export const resources: ResourceProps[] = COLLECTIONS.map((name) =>
  guardResource({ name, ...definitions[name], children: NOT_FOUND_UNDER_RESOURCE }),
);
