// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from './renderWithAdmin';
import { useAdminPermissions } from '../shell/permissions/useAdminPermissions';
import { SuspendUserButton } from '../resources/users/buttons/SuspendUserButton';
import { StrikeDecisionButtons } from '../resources/common/moderation/StrikeDecisionButtons';
import { SuspensionButtons } from '../resources/common/moderation/SuspensionButtons';
import { ReportButtons } from '../resources/reports/ReportButtons';
import { VerificationButtons } from '../resources/verification-requests/VerificationButtons';

configure({ asyncUtilTimeout: 5000 });

/**
 * Every command button of the area: offered and run with the right payload when the role and
 * the status allow it, disabled when the status does not, absent when the role may not.
 * (Verify user and Issue strike are covered in CommandButton.test.tsx.)
 */
interface Case {
  label: string;
  ui: ReactElement;
  resource: string;
  action: string;
  /** A record the command may run on, and one whose status refuses it. */
  allowed: Record<string, unknown>;
  refused: Record<string, unknown>;
  /** A role (permission list) without the command's permission. */
  deniedTo: string[];
  /** Text typed into the confirmation, when the command takes one. */
  text?: string;
  payload: Record<string, unknown>;
  /** Confirmed first (destructive or takes a text). */
  confirms: boolean;
}

const READ = ['users.read', 'moderation.read'];
const strike = (status: string) => ({ id: 11, version: 2, status, reason: 'Spam.', expiresAt: '2999-01-01T00:00:00.000Z' });
const suspension = (status: string) => ({ id: 12, version: 1, status, reason: 'Fraud.', userId: 3 });
const report = (status: string, orderId: number | null = 44) => ({ id: 13, version: 1, status, reason: 'Scam.', orderId });
const request = (status: string) => ({ id: 14, version: 1, status, currentInfo: { firstName: 'Asha', lastName: 'Verma' } });

const CASES: Case[] = [
  {
    label: 'Suspend',
    ui: <SuspendUserButton />,
    resource: 'users',
    action: 'suspend',
    allowed: { id: 5, version: 1, accountStatus: 'active' },
    refused: { id: 5, version: 1, accountStatus: 'suspended' },
    deniedTo: READ,
    text: 'Fraud.',
    payload: { reason: 'Fraud.' },
    confirms: true,
  },
  {
    label: 'Verify user',
    ui: <VerificationButtons />,
    resource: 'verification-requests',
    action: 'verify',
    allowed: request('pending'),
    refused: request('verified'),
    deniedTo: READ,
    payload: {},
    confirms: true,
  },
  {
    label: 'Reject request',
    ui: <VerificationButtons />,
    resource: 'verification-requests',
    action: 'reject',
    allowed: request('pending'),
    refused: request('rejected'),
    deniedTo: READ,
    text: 'Blurry.',
    payload: { reason: 'Blurry.' },
    confirms: true,
  },
  {
    label: 'Send warning',
    ui: <ReportButtons />,
    resource: 'reports',
    action: 'send_warning',
    allowed: report('open'),
    refused: report('warned'),
    deniedTo: READ,
    text: 'Be civil.',
    payload: { message: 'Be civil.' },
    confirms: true,
  },
  {
    label: 'Suspend user and cancel job',
    ui: <ReportButtons />,
    resource: 'reports',
    action: 'suspend_and_cancel',
    allowed: report('open'),
    refused: report('dismissed'),
    deniedTo: [...READ, 'moderation.act'],
    payload: {},
    confirms: true,
  },
  {
    label: 'Suspend user',
    ui: <ReportButtons />,
    resource: 'reports',
    action: 'suspend_and_cancel',
    allowed: report('open', null),
    refused: report('actioned', null),
    deniedTo: [...READ, 'moderation.act'],
    payload: {},
    confirms: true,
  },
  {
    label: 'No action needed',
    ui: <ReportButtons />,
    resource: 'reports',
    action: 'no_action',
    allowed: report('open'),
    refused: report('dismissed'),
    deniedTo: READ,
    payload: {},
    confirms: true,
  },
  {
    label: 'Undo suspension',
    ui: <SuspensionButtons />,
    resource: 'suspensions',
    action: 'undo',
    allowed: suspension('suspended'),
    refused: suspension('lifted'),
    deniedTo: READ,
    payload: {},
    confirms: true,
  },
  {
    label: 'Restore account',
    ui: <SuspensionButtons />,
    resource: 'suspensions',
    action: 'restore',
    allowed: suspension('suspended'),
    refused: suspension('restored'),
    deniedTo: READ,
    payload: {},
    confirms: true,
  },
  {
    label: 'Uphold strike',
    ui: <StrikeDecisionButtons />,
    resource: 'strikes',
    action: 'uphold',
    allowed: strike('appealed'),
    refused: strike('issued'),
    deniedTo: READ,
    text: 'Confirmed.',
    payload: { decision: 'Confirmed.' },
    confirms: true,
  },
  {
    label: 'Reverse strike',
    ui: <StrikeDecisionButtons />,
    resource: 'strikes',
    action: 'reverse',
    allowed: strike('upheld'),
    refused: strike('reversed'),
    deniedTo: READ,
    payload: {},
    confirms: true,
  },
  {
    label: 'Re-issue strike',
    ui: <StrikeDecisionButtons />,
    resource: 'strikes',
    action: 'reissue',
    allowed: strike('reversed'),
    refused: strike('reissued'),
    deniedTo: READ,
    payload: {},
    confirms: true,
  },
];

/** Says when the permissions have loaded, so "not offered" cannot pass just because nothing rendered yet. */
function PermissionsLoaded() {
  const { isPending } = useAdminPermissions();
  return isPending ? null : <span>permissions loaded</span>;
}

function render(c: Case, record: Record<string, unknown>, permissions: string[] | { role: 'admin' } = { role: 'admin' }) {
  const runAction = vi.fn(async () => ({ data: record }));
  renderWithAdmin(
    <RecordContextProvider value={record}>
      {c.ui}
      <PermissionsLoaded />
    </RecordContextProvider>,
    // A report's job is in progress, so "Suspend user and cancel job" can do what it says.
    {
      permissions,
      dataProvider: { runAction, getOne: async () => ({ data: { id: 1, reference: 'ORD-100001', status: 'in_progress' } }) } as never,
    },
  );
  return runAction;
}

describe.each(CASES)('$label', (c) => {
  it('runs when the role and the status allow it', async () => {
    const runAction = render(c, c.allowed);
    fireEvent.click(await screen.findByRole('button', { name: c.label }));
    if (c.confirms) {
      const dialog = await screen.findByRole('dialog');
      if (c.text) fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: c.text } });
      fireEvent.click(within(dialog).getByRole('button', { name: c.label }));
    }
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith(c.resource, c.allowed.id, c.action, { ...c.payload, version: c.allowed.version }),
    );
  });

  it('is disabled when the status does not allow it', async () => {
    render(c, c.refused);
    expect(await screen.findByRole('button', { name: c.label })).toBeDisabled();
  });

  it('is not offered to a role without its permission', async () => {
    render(c, c.allowed, c.deniedTo);
    await screen.findByText('permissions loaded');
    expect(screen.queryByRole('button', { name: c.label })).not.toBeInTheDocument();
  });
});

describe('Suspend user on a report whose job can no longer be cancelled (#20.1)', () => {
  it('says before the confirm that the job stays, and sends jobStays', async () => {
    const record = { id: 9, version: 2, status: 'open', kind: 'job_proposal', orderId: 41, reportedUserId: 5, reason: 'Scam brief.' };
    const runAction = vi.fn(async () => ({ data: record }));
    const getOne = vi.fn(async () => ({ data: { id: 41, reference: 'ORD-101419', status: 'completed' } }));
    renderWithAdmin(
      <RecordContextProvider value={record}>
        <ReportButtons />
      </RecordContextProvider>,
      { permissions: { role: 'admin' }, dataProvider: { runAction, getOne } as never },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend user' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/The job ORD-101419 is Completed: it can no longer be cancelled and stays as it is/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend user and cancel job' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('reports', 9, 'suspend_and_cancel', { jobStays: true, version: 2 }));
    expect(await screen.findByText('User suspended; the job stays as it was')).toBeInTheDocument();
  });
});
