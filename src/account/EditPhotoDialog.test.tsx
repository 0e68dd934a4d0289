// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { EditPhotoDialog } from './EditPhotoDialog';

const NOT_IMAGE = 'Choose an image file (PNG, JPEG, GIF or WebP).';
const TOO_LARGE = 'The image is larger than 2 MB. Choose a smaller one.';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pick(file: File) {
  fireEvent.change(screen.getByTestId('photo-file-input'), { target: { files: [file] } });
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('EditPhotoDialog', () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    localStorage.setItem('authToken', JSON.stringify({ token: 't'.repeat(43) }));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('refuses a file that is not an image', async () => {
    renderWithAdmin(<EditPhotoDialog open onClose={() => {}} />);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(NOT_IMAGE)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('refuses an SVG (it could carry script)', async () => {
    renderWithAdmin(<EditPhotoDialog open onClose={() => {}} />);
    pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(NOT_IMAGE)).toBeInTheDocument();
  });

  it('refuses an image over 2 MB', async () => {
    renderWithAdmin(<EditPhotoDialog open onClose={() => {}} />);
    pick(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews an accepted image and uploads it on Save', async () => {
    const onClose = vi.fn();
    const admin = {
      id: 1,
      firstName: 'A',
      lastName: 'B',
      email: 'admin@example.com',
      avatar: '/api/auth/photos/x.png',
      role: 'admin',
      permissions: [],
    };
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ admin }), { status: 200 }));
    renderWithAdmin(<EditPhotoDialog open onClose={onClose} />);
    pick(new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Preview of the new photo' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/photo');
    expect(JSON.parse(String(init.body)).dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(JSON.parse(localStorage.getItem('adminData')!).avatar).toBe('/api/auth/photos/x.png');
  });
});
