import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input.tsx';
import { changeValue } from '../../../test/change-value.ts';

function Harness() {
  const [value, setValue] = useState(emptyOtp);
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output>{value.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('OtpInput', () => {
  it('shows six labelled boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 6 of 6')).toBeInTheDocument();
  });

  it('moves focus forward as digits are typed, one character per box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4', '', '']);
    expect(boxes()[4]).toHaveFocus();
    await user.keyboard('56');
    expect(boxes().every((box) => box.value.length === 1)).toBe(true);
    expect(document.querySelector('output')).toHaveTextContent('123456');
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a-7');
    expect(boxes()[0]).toHaveValue('7');
    expect(boxes()[1]).toHaveFocus();
  });

  it('replaces the digit of a full box instead of holding two', () => {
    render(<Harness />);
    changeValue(boxes()[2]!, { target: { value: '4' } });
    changeValue(boxes()[2]!, { target: { value: '49' } });
    expect(boxes()[2]).toHaveValue('9');
  });

  it('moves back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[0]).toHaveValue('1');
  });

  it('fills every box from a pasted 6-digit code, wherever it is pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[3]!);
    await user.paste('98 76 54');
    expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('spreads an autofilled code typed into the first box', () => {
    render(<Harness />);
    changeValue(boxes()[0]!, { target: { value: '314159' } });
    expect(document.querySelector('output')).toHaveTextContent('314159');
  });
});
