// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, useNotify } from 'react-admin';
import { testI18nProvider } from '../../test/renderWithAdmin';
import { DeferredNotification } from './DeferredNotification';

function SaveButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Changes saved', { type: 'success' })}>
      Save
    </button>
  );
}

describe('DeferredNotification', () => {
  afterEach(cleanup);

  it('draws nothing until a notification is queued, then shows it', async () => {
    const { container } = render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={testI18nProvider} store={memoryStore()}>
        <SaveButton />
        <DeferredNotification />
      </AdminContext>,
    );
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
    expect(container.querySelectorAll('*')).toHaveLength(1); // the button only
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });
});
