// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { AppButton, type AppButtonVariant } from './AppButton';

const VARIANTS: AppButtonVariant[] = ['outlineBlue', 'outlineRed', 'outlineDark', 'primary', 'error', 'cancel'];

describe('AppButton', () => {
  it.each(VARIANTS)('%s: disabled is half opacity and cannot be clicked', (variant) => {
    const onClick = vi.fn();
    renderWithAdmin(
      <AppButton variant={variant} disabled onClick={onClick}>
        Go
      </AppButton>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toBeDisabled();
    expect(button).toHaveStyle({ opacity: '0.5' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is clickable and fully opaque when enabled', () => {
    const onClick = vi.fn();
    renderWithAdmin(
      <AppButton variant="primary" onClick={onClick}>
        Go
      </AppButton>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).not.toHaveStyle({ opacity: '0.5' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives each variant its own colours', () => {
    renderWithAdmin(
      <>
        <AppButton variant="primary">Primary</AppButton>
        <AppButton variant="error">Error</AppButton>
        <AppButton variant="outlineRed">Outline red</AppButton>
      </>,
    );
    const bg = (name: string) => getComputedStyle(screen.getByRole('button', { name })).backgroundColor;
    expect(bg('Primary')).toBe('rgb(29, 78, 216)');
    expect(bg('Error')).toBe('rgb(185, 28, 28)');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Outline red' })).color).toBe('rgb(185, 28, 28)');
  });
});
