// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { AttachmentsField } from './AttachmentsField';

configure({ asyncUtilTimeout: 5000 });

const report = (screenshots: string[], recordings: string[]) => ({ id: 1, screenshots, recordings });

describe('AttachmentsField', () => {
  it('opens screenshots in a lightbox and moves to the recording, which plays', async () => {
    renderWithAdmin(
      <RecordContextProvider value={report(['/seed/screenshot-01.svg'], ['/seed/tutorial.webm'])}>
        <AttachmentsField />
      </RecordContextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'View screenshot 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Screenshot 1 of 2' })).toHaveAttribute('src', '/seed/screenshot-01.svg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/seed/tutorial.webm');
    expect(video).toHaveAttribute('controls');
    expect(within(dialog).getByText('Recording 2 of 2')).toBeInTheDocument();
  });

  it('says when a report has nothing attached', async () => {
    renderWithAdmin(
      <RecordContextProvider value={report([], [])}>
        <AttachmentsField />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('None')).toBeInTheDocument();
  });
});
