import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the browser's own `<dialog>`: `showModal()` puts it above everything, moves the focus in
 * and keeps it there, makes the page behind inert, closes on Escape and gives the focus back when it
 * closes. It needs no script of ours beyond this, where Radix Dialog (lazy-dialog.tsx) is ~14 kB and
 * a long task when it mounts. For a modal that opens by itself as the first page settles (the pop-up
 * promotion); dialogs a member opens keep Radix and its richer parts. Rendered only while open.
 */
export function NativeModal({
  open,
  onClose,
  labelledBy,
  className,
  testId,
  children,
}: {
  open: boolean;
  /** Escape, a click on the dimmed page around it, or the caller's own close button. */
  onClose: () => void;
  /** The id of the element that names the modal (its title). */
  labelledBy: string;
  /** The box: size, colours, padding. The page around it is dimmed by the shared `::backdrop` style. */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    dialog.showModal();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      data-testid={testId}
      className="m-auto max-h-[85vh] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-scrim/70 backdrop:backdrop-blur-sm"
      onCancel={(event) => {
        // Escape: the caller decides (it records the closing), so the element does not close itself.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The box fills the dialog, so a click on the dialog itself is a click on the dimmed page.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={className}>{children}</div>
    </dialog>
  );
}

/**
 * The page behind does not scroll while the modal is open. The scrollbar's room is kept, so nothing
 * on the page moves sideways when it goes.
 */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const before = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
  // Only a page that has a scrollbar keeps its room; on one without, reserving it would move things.
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = before.overflow;
    root.style.scrollbarGutter = before.gutter;
  };
}
