import type { Reads } from '../store/store';
import { HttpError } from '../http/errors';
import type { WriteRules } from '../rest/writeRules';
import type { ActionHandler } from './types';

const QUICKADS = 'quickads';
const APPLICANTS = 'quickad-applicants';

/** Fields the commands own: a plain REST write may not change them. */
const COMMAND_FIELDS = ['owner', 'postedByUserId', 'status', 'moderationReason'] as const;
/** The platform edits its own ads until they end; closed and removed ads are history. */
const EDITABLE_STATUSES = ['draft', 'published'];

/** remove: moderation of a user's quick ad; the reason is kept for its owner to read. */
const remove: ActionHandler<{ reason: string }> = ({ tx, record, payload, nextStatus }) =>
  tx.update(QUICKADS, record.id, { status: nextStatus, moderationReason: payload.reason });

/**
 * The platform decides applicants of its own ads, and only while the ad is published: the ad is
 * read through the command's transaction, so it cannot be closed between the check and the decision.
 */
function decide(status: 'accepted' | 'rejected'): ActionHandler {
  return async ({ tx, record }) => {
    const ad = await tx.get(QUICKADS, Number(record.quickadId));
    if (!ad) throw new HttpError(404, 'Not found.');
    if (ad.owner !== 'platform') {
      throw new HttpError(409, 'Applicants of a user’s quick ad are decided by that user.', 'app.content.errors.not_platform_ad');
    }
    if (ad.status !== 'published') {
      throw new HttpError(
        409,
        `Applicants can be decided only while the quick ad is published (it is ${String(ad.status)}).`,
        'app.content.errors.ad_not_published',
        {
          status: ad.status,
        },
      );
    }
    return tx.update(APPLICANTS, record.id, { status });
  };
}

export const quickadHandlers = { remove: remove as ActionHandler };
export const quickadApplicantHandlers = { accept: decide('accepted'), reject: decide('rejected') };

/**
 * Plain REST creates and edits are the back-office posting its own (platform) quick ads.
 * Users' ads, ownership, status and moderation reason only change through the commands.
 */
export function registerQuickadWriteRules(rules: WriteRules): void {
  rules.add(QUICKADS, {
    // A new ad is the platform's, as a draft (the entity's `initial`): only its schedule is checked.
    beforeCreate({ data }) {
      checkSchedule(data);
    },
    beforeUpdate({ current, data }) {
      if (current.owner !== 'platform') {
        throw new HttpError(
          409,
          'A user’s quick ad cannot be edited; remove it if it breaks the rules.',
          'app.content.errors.platform_only',
        );
      }
      if (!EDITABLE_STATUSES.includes(String(current.status))) {
        throw new HttpError(409, `A ${String(current.status)} quick ad can no longer be edited.`, 'app.errors.transition', {
          status: current.status,
        });
      }
      checkSchedule(data);
      for (const field of COMMAND_FIELDS) {
        if (JSON.stringify(current[field]) !== JSON.stringify(data[field])) {
          throw new HttpError(409, `The ${field} of a quick ad changes only through its commands.`, 'app.content.errors.command_only', {
            field,
          });
        }
      }
    },
  });
  rules.add(APPLICANTS, {
    async beforeCreate({ tx, data }) {
      if (!(await quickadExists(tx, data.quickadId))) throw unknownQuickad();
    },
    async beforeUpdate({ tx, current, data }) {
      if (current.status !== data.status) throw applicantStatusRule();
      if (current.quickadId !== data.quickadId && !(await quickadExists(tx, data.quickadId))) throw unknownQuickad();
    },
  });
}

/** The ad is posted by its due date at the latest (the form applies the same rule). */
function checkSchedule(data: Record<string, unknown>): void {
  if (Date.parse(String(data.whenToPost)) > Date.parse(String(data.dueDate))) {
    throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', {
      errors: { whenToPost: 'Must not be after the due date.' },
    });
  }
}

async function quickadExists(reads: Reads, id: unknown): Promise<boolean> {
  return (await reads.get(QUICKADS, Number(id))) !== undefined;
}

function applicantStatusRule(): HttpError {
  return new HttpError(409, 'An applicant starts as applied and is decided through accept or reject.', 'app.content.errors.command_only', {
    field: 'status',
  });
}

function unknownQuickad(): HttpError {
  return new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors: { quickadId: 'No such quick ad.' } });
}
