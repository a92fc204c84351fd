import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as DropdownMenu from './lazy-dropdown-menu';

function Languages({ onPick }: { onPick: (value: string) => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger data-testid="trigger">language</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content data-testid="menu">
          <DropdownMenu.Label>Choose</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value="en" onValueChange={onPick}>
            <DropdownMenu.RadioItem value="en">English</DropdownMenu.RadioItem>
            <DropdownMenu.RadioItem value="vi">
              Tiếng Việt
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

describe('lazy DropdownMenu', () => {
  it('is a plain closed menu button until first opened', () => {
    render(<Languages onPick={() => {}} />);
    const trigger = screen.getByTestId('trigger');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('menu')).toBeNull();
  });

  it('opens on pointer down as Radix does, and its items work', async () => {
    const onPick = vi.fn();
    render(<Languages onPick={onPick} />);
    fireEvent.pointerDown(screen.getByTestId('trigger'), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const menu = await screen.findByTestId('menu');
    expect(screen.getByTestId('trigger').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('Tiếng Việt'));
    expect(onPick).toHaveBeenCalledWith('vi');
    await waitFor(() => expect(menu.isConnected).toBe(false));
  });

  it('opens from the keyboard (Enter)', async () => {
    render(<Languages onPick={() => {}} />);
    fireEvent.keyDown(screen.getByTestId('trigger'), { key: 'Enter' });
    expect(await screen.findByTestId('menu')).toBeTruthy();
  });

  it('ignores a right click', async () => {
    render(<Languages onPick={() => {}} />);
    fireEvent.pointerDown(screen.getByTestId('trigger'), { button: 2 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('menu')).toBeNull();
  });
});
