import { z } from 'zod';
import { longText } from '../../entities/base';
import type { CommandKey } from '../commandPermissions';

/** The body schemas of some commands, by `<resource>/<name>` (a typo in a key fails to compile). */
export type PayloadTable = { readonly [K in CommandKey]?: z.ZodObject };

/** The body of a command that takes no input. */
export const noPayload = z.object({}).strict();

/** The body of a command whose reason is shown to the user and kept on the record. */
export const reasonPayload = z.object({ reason: longText }).strict();
