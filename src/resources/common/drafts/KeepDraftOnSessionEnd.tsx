import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { currentAdminEmail, keepDraft, takeDraft } from './draftStorage';
import { useSessionEnd } from './useSessionEnd';

/**
 * Inside a react-admin form: if the session ends with changes not saved (Save refused with
 * 401), the form's values are kept for this tab, and put back, with a notice, the next time the
 * same form opens for the same record (after signing in again). Saving clears nothing
 * here: a draft is only kept at the moment a session ends, and taken back once.
 */
export function KeepDraftOnSessionEnd() {
  const resource = useResourceContext() ?? 'form';
  const record = useRecordContext();
  const form = `${resource}:${record?.id ?? 'new'}`;
  const { getValues, reset } = useFormContext();
  const { isDirty, isReady } = useFormState();
  const notify = useNotify();
  const [admin] = useState(currentAdminEmail);
  const restored = useRef(false);

  useSessionEnd(() => {
    if (isDirty) keepDraft(admin, form, getValues());
  });

  // Once the form holds its record (react-admin resets it then), the draft goes over it, the
  // record's values staying the defaults: the form is dirty, and leaving it asks first.
  useEffect(() => {
    if (!isReady || restored.current) return;
    restored.current = true;
    const draft = takeDraft<Record<string, unknown>>(admin, form);
    if (!draft) return;
    reset(draft, { keepDefaultValues: true });
    notify('app.common.draft_restored', { type: 'info' });
  }, [isReady, admin, form, reset, notify]);

  return null;
}
