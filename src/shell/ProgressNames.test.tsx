// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { CircularProgress, LinearProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { ProgressNames } from './ProgressNames';

describe('ProgressNames', () => {
  it('names every progress indicator that brings no name of its own, and keeps the ones that do', () => {
    // Inside the app it always sits under react-admin's theme.
    render(
      <ThemeProvider theme={createTheme()}>
        <ProgressNames>
          <CircularProgress />
          <LinearProgress />
          <CircularProgress aria-label="Uploading me.png" />
        </ProgressNames>
      </ThemeProvider>,
    );
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual(['ra.page.loading', 'ra.page.loading', 'Uploading me.png']);
  });
});
