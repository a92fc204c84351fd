import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as Dialog from './lazy-dialog';

function News() {
  return (
    <Dialog.Root>
      <Dialog.Trigger data-testid="open">news</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay />
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>All the news</Dialog.Title>
          <Dialog.Close data-testid="close">close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

describe('lazy Dialog', () => {
  it('renders only the trigger while closed, with the state Radix would give it', () => {
    render(<News />);
    const trigger = screen.getByTestId('open');
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens Radix on the first click and returns the focus to the trigger on close', async () => {
    render(<News />);
    const trigger = screen.getByTestId('open');
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('All the news');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByTestId('close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('data-state')).toBe('closed');
  });

  it('follows a controlled open prop and reports closing through onOpenChange', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            show
          </button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Portal>
              <Dialog.Content aria-describedby={undefined}>
                <Dialog.Title>Notice</Dialog.Title>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(screen.getByText('show'));
    const dialog = await screen.findByRole('dialog');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
