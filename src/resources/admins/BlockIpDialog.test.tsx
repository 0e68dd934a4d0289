// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../test/testAdminContext';
import { BlockIpDialog } from './BlockIpDialog';
import type { AdminSession } from './useAdminSessions';

const session = (ip: string, current: boolean): AdminSession => ({
  id: ip,
  ip,
  current,
  createdAt: '2026-11-01T00:00:00Z',
  lastSeenAt: '2026-11-01T00:00:00Z',
  expiresAt: '2026-12-01T00:00:00Z',
  userAgent: 'Chrome',
});
const OWN_IP_WARNING = 'This is the address this browser is using: it cannot be blocked, or every request of yours would be refused.';

function renderDialog() {
  const dataProvider = { runAction: vi.fn(async () => ({ data: {} })) };
  const tree = (sessions: AdminSession[]) => (
    <TestAdmin dataProvider={dataProvider}>
      <BlockIpDialog adminId={7} name="Priya Raman" sessions={sessions} initialIp={sessions[0]?.ip ?? ''} onClose={() => {}} />
    </TestAdmin>
  );
  const view = render(tree([]));
  return { sessionsArrive: (sessions: AdminSession[]) => view.rerender(tree(sessions)) };
}

describe('BlockIpDialog', () => {
  it('fills in the address when the sessions arrive after it opened, and refuses this browser’s own', async () => {
    const dialog = renderDialog();
    const field = await screen.findByRole('textbox', { name: 'IP address' });
    expect(field).toHaveValue('');
    dialog.sessionsArrive([session('203.0.113.9', true)]);
    expect(field).toHaveValue('203.0.113.9');
    expect(screen.getByText(OWN_IP_WARNING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block IP' })).toBeDisabled();
  });

  it('keeps what the admin typed when the sessions arrive later', async () => {
    const dialog = renderDialog();
    const field = await screen.findByRole('textbox', { name: 'IP address' });
    await userEvent.type(field, '198.51.100.7');
    dialog.sessionsArrive([session('203.0.113.9', false)]);
    expect(field).toHaveValue('198.51.100.7');
    expect(screen.queryByText(OWN_IP_WARNING)).toBeNull();
    expect(screen.getByRole('button', { name: 'Block IP' })).toBeEnabled();
  });
});
