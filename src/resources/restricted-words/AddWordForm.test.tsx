// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { AddWordForm } from './AddWordForm';

// The machine is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const DUPLICATE = 'You have already added this word or string of words';

function setup({
  existing = [] as string[],
  create = vi.fn(async (_r: string, p: { data: object }) => ({ data: { id: 99, ...p.data } })),
} = {}) {
  const getList = vi.fn(async (_resource: string, params: { filter: { normalized?: string } }) => {
    const total = existing.includes(params.filter.normalized ?? '') ? 1 : 0;
    return { data: total ? [{ id: 1, normalized: params.filter.normalized }] : [], total };
  });
  renderWithAdmin(<AddWordForm />, { dataProvider: { getList, create } as never });
  return { getList, create };
}

async function add(text: string) {
  const input = await screen.findByLabelText(/Word or phrase/);
  fireEvent.change(input, { target: { value: text } });
  const button = screen.getByRole('button', { name: 'Add' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('AddWordForm', () => {
  it('checks for a duplicate before submitting (ignoring case and spaces) and never sends it', async () => {
    const { getList, create } = setup({ existing: ['wire transfer'] });
    await add('  WIRE   Transfer ');
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('restricted-words', expect.objectContaining({ filter: { normalized: 'wire transfer' } }));
    expect(create).not.toHaveBeenCalled();
  });

  it('adds a new word, sending only its text (the server sets the rest), and says so', async () => {
    const { create } = setup({ existing: ['scam'] });
    await add('  Meet   Offline ');
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({ text: 'Meet Offline' });
    expect(await screen.findByText('"Meet Offline" added to the Threat Library')).toBeInTheDocument();
  });

  it('shows the server’s duplicate answer (409) on the field when someone added it meanwhile', async () => {
    const create = vi.fn(async () => {
      throw new HttpError(DUPLICATE, 409, { message: DUPLICATE, code: 'app.messages.duplicate_restricted_word' });
    });
    setup({ create });
    await add('gift card');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect((await screen.findAllByText(DUPLICATE)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText(/Word or phrase/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('requires a word', async () => {
    const { create } = setup();
    const button = await screen.findByRole('button', { name: 'Add' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
