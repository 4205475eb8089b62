// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { RemoteRoot } from './remote-root';

afterEach(cleanup);

function DropPlayer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Drop</button>
      <Modal
        open={open}
        title="Confirm drop"
        onClose={() => setOpen(false)}
        footer={<button onClick={() => setOpen(false)}>Confirm</button>}
      >
        <p>Drop this player?</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and gives it back when Escape closes it', () => {
    render(<DropPlayer />);
    const opener = screen.getByText('Drop');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Confirm drop' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', () => {
    render(<DropPlayer />);
    fireEvent.click(screen.getByText('Drop'));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(close).toHaveFocus();

    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
  });
  it("stays inside a remote's style scope although it is portalled to the body", () => {
    render(
      <RemoteRoot scope="mf-roster" build="test">
        <DropPlayer />
      </RemoteRoot>,
    );
    fireEvent.click(screen.getByText('Drop'));
    const dialog = screen.getByRole('dialog');
    // The remote's styles are namespaced `.mf-roster …`: the dialog must sit under that class.
    expect(dialog.closest('.mf-roster')).not.toBeNull();
    expect(dialog.closest('[data-remote="mf-roster"]')).toBeNull();
  });

  it('adds no scope in the shell', () => {
    render(<DropPlayer />);
    fireEvent.click(screen.getByText('Drop'));
    expect(screen.getByRole('dialog').parentElement?.parentElement).toBe(document.body);
  });
});
