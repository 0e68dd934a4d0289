// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { CancelOrderButton } from './CancelOrderButton';
import type { Order } from '../../domain/entities/orders';

const order = {
  id: 7,
  version: 3,
  reference: 'ORD-100007',
  status: 'in_progress',
  providerId: 8,
  totalPrice: 250,
  refundedAmount: 0,
  commissionRate: 12.5,
  escrowBalance: 250,
  refundDate: null,
} as unknown as Order;

function renderButton(record: Order, permissions: string[] | { role: 'admin' } = { role: 'admin' }) {
  const runAction = vi.fn(async () => ({ data: { ...record, status: 'cancelled_by_admin' } }));
  const view = renderWithAdmin(
    <RecordContextProvider value={record}>
      <CancelOrderButton />
    </RecordContextProvider>,
    { permissions, dataProvider: { runAction } as never },
  );
  return { ...view, runAction };
}

describe('CancelOrderButton', () => {
  it('is not offered on orders that are no longer open, nor to roles without orders.act', async () => {
    renderButton({ ...order, status: 'completed' } as Order);
    renderButton(order, ['orders.read']);
    // The control: an open order and a role with orders.act, rendered the same way, shows it.
    renderButton(order, ['orders.read', 'orders.act']);
    await screen.findByRole('button', { name: 'Cancel order' });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(1);
  });

  it('previews where the money goes, refuses more than the escrow, then sends the refund', async () => {
    const user = userEvent.setup();
    const { runAction } = renderButton(order);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText('The customer gets 250.00 back; the provider is paid 0.00; the platform keeps 0.00.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Partial refund' }));
    const amount = screen.getByTestId('refund-amount');
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Cancel order and refund' }));
    expect(await screen.findByText('The refund cannot be more than what the escrow holds.')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '100.5');
    expect(screen.getByText('The customer gets 100.50 back; the provider is paid 130.81; the platform keeps 18.69.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel order and refund' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('orders', 7, 'cancel_by_admin', { refundAmount: 100.5, version: 3 }));
    expect(await screen.findByText('Order cancelled and refund recorded')).toBeInTheDocument();
  });
});
