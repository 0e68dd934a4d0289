// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { OtpInput, emptyOtp } from './OtpInput';
import { PublicI18n } from './publicI18n';

function Harness({ onComplete, initial = emptyOtp() }: { onComplete?: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** The boxes in the sign-in pages' language context, as the app draws them. */
function renderHarness(props: { onComplete?: (code: string) => void; initial?: string } = {}) {
  return render(
    <PublicI18n>
      <Harness {...props} />
    </PublicI18n>,
  );
}

function boxes(): HTMLInputElement[] {
  return screen.getAllByRole('textbox') as HTMLInputElement[];
}

const value = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('shows six single-digit boxes', () => {
    renderHarness();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAccessibleName('Digit 1 of 6');
  });

  it('moves focus to the next box when a digit is typed', () => {
    renderHarness();
    boxes()[0].focus();
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    expect(boxes()[0]).toHaveValue('4');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1], { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes()[2]);
    expect(value()).toBe('42    ');
  });

  it('ignores anything that is not a digit', () => {
    renderHarness();
    boxes()[0].focus();
    fireEvent.change(boxes()[0], { target: { value: 'a' } });
    fireEvent.change(boxes()[0], { target: { value: ' ' } });
    expect(boxes()[0]).toHaveValue('');
    expect(document.activeElement).toBe(boxes()[0]);
    expect(value()).toBe(emptyOtp());
  });

  it('clears with Backspace and moves back', () => {
    renderHarness({ initial: '123   ' });
    boxes()[2].focus();
    fireEvent.keyDown(boxes()[2], { key: 'Backspace' });
    expect(boxes()[2]).toHaveValue('');
    expect(document.activeElement).toBe(boxes()[1]);
    // On an empty box, Backspace clears the one before it.
    boxes()[2].focus();
    fireEvent.keyDown(boxes()[2], { key: 'Backspace' });
    expect(boxes()[1]).toHaveValue('');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(value()).toBe('1     ');
  });

  it('fills all six boxes from a paste, keeping only digits, and reports the code', () => {
    const onComplete = vi.fn();
    renderHarness({ onComplete });
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => ' 12-34 5678 ' } });
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('ignores a paste without digits', () => {
    renderHarness();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => 'code' } });
    expect(value()).toBe(emptyOtp());
  });
});
