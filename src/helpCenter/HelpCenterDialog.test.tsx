// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { HelpCenterDialog } from './HelpCenterDialog';

const now = '2026-01-01T00:00:00.000Z';
const item = (id: number, section: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: 1,
  createdAt: now,
  updatedAt: now,
  section,
  title,
  content: `${title} content`,
  description: '',
  videoUrl: null,
  order: id,
  ...extra,
});
const ITEMS = [
  item(1, 'faqs', 'How do I verify a user?'),
  item(2, 'blog', 'Release notes'),
  item(3, 'video_tutorials', 'Reviewing flagged chats', { videoUrl: '/seed/help/flagged-chats.mp4' }),
];

function renderDialog(request = vi.fn().mockResolvedValue([])) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const data = ITEMS.filter((i) => i.section === params.filter.section);
    return { data, total: data.length };
  });
  renderWithAdmin(<HelpCenterDialog open onClose={() => {}} />, { dataProvider: { getList, request } as never });
  return { getList, request };
}

describe('HelpCenterDialog', () => {
  it('opens on FAQs, with its articles as an accordion', async () => {
    const { getList } = renderDialog();
    expect(screen.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    const question = await screen.findByRole('button', { name: 'How do I verify a user?' });
    expect(getList).toHaveBeenCalledWith(
      'help-items',
      expect.objectContaining({ filter: { section: 'faqs' }, sort: { field: 'order', order: 'ASC' } }),
    );
    fireEvent.click(question);
    expect(await screen.findByText('How do I verify a user? content')).toBeInTheDocument();
  });

  it('has the five sections in order', () => {
    renderDialog();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Blog',
      'Video Tutorials',
      'FAQs',
      'Global Regulations',
      'Chat with support team',
    ]);
  });

  it('plays a video tutorial in an HTML5 player', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('tab', { name: 'Video Tutorials' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reviewing flagged chats' }));
    const video = await screen.findByLabelText('Video: Reviewing flagged chats');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/seed/help/flagged-chats.mp4');
  });

  it('states the reply time and starts a conversation with the support team', async () => {
    const ticket = {
      id: 9,
      version: 1,
      createdAt: now,
      updatedAt: now,
      userId: null,
      adminId: 1,
      subject: 'Export',
      status: 'open',
      messages: [{ from: 'admin', authorId: 1, text: 'It fails', at: now }],
    };
    const request = vi.fn(async (_path: string, init?: { method?: string }) => (init?.method === 'POST' ? ticket : []));
    renderDialog(request);
    fireEvent.click(screen.getByRole('tab', { name: 'Chat with support team' }));
    expect(await screen.findByText('Our support team replies within 24 hours.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Start a new conversation' });
    fireEvent.change(within(form).getByLabelText(/Subject/), { target: { value: 'Export' } });
    fireEvent.change(within(form).getByLabelText(/Message/), { target: { value: 'It fails' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start conversation' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('help-chat', { method: 'POST', body: { subject: 'Export', text: 'It fails' } }),
    );
    expect(await screen.findByRole('log', { name: 'Conversation messages' })).toHaveTextContent('It fails');
  });
});
