import type * as RadixDialog from '@radix-ui/react-dialog';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';

/**
 * Radix Dialog with the same parts and props, loaded when a dialog first opens: the marquee's news,
 * the promotion history, the menus and the pop-ups sit on the first page, but a closed dialog needs
 * none of Radix's focus trap, scroll lock or portal code. Use it as `import * as Dialog from …`.
 */
type Radix = typeof RadixDialog;

let radix: Radix | null = null;
let loading: Promise<Radix> | null = null;

function loadRadix(): Promise<Radix> {
  loading ??= import('@radix-ui/react-dialog').then(
    (module) => (radix = module),
    (error: unknown) => {
      // A failed download (offline, a release replaced the chunk) is retried on the next opening.
      loading = null;
      throw error;
    },
  );
  return loading;
}

interface RootState {
  open: boolean;
  setOpen: (open: boolean) => void;
  modal: boolean | undefined;
}

const RootContext = createContext<RootState | null>(null);
/** Our trigger, where the focus returns when the dialog closes. */
const TriggerRef = createContext<RefObject<HTMLButtonElement | null> | null>(null);

function useRoot(part: string): RootState {
  const state = useContext(RootContext);
  if (!state) throw new Error(`Dialog.${part} must be inside Dialog.Root`);
  return state;
}

function loaded(part: string): Radix {
  if (!radix) throw new Error(`Dialog.${part} rendered before Radix Dialog loaded`);
  return radix;
}

export function Root({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  modal,
  children,
}: ComponentProps<Radix['Root']>) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const state = useMemo<RootState>(
    () => ({
      open,
      setOpen(next) {
        if (controlled === undefined) setUncontrolled(next);
        onOpenChange?.(next);
      },
      modal,
    }),
    [open, controlled, onOpenChange, modal],
  );
  return (
    <RootContext.Provider value={state}>
      <TriggerRef.Provider value={triggerRef}>{children}</TriggerRef.Provider>
    </RootContext.Provider>
  );
}

/** A plain button that toggles the dialog, with the ARIA state Radix's trigger would give it. */
export function Trigger({ onClick, ...props }: Omit<ComponentProps<'button'>, 'ref'>) {
  const root = useRoot('Trigger');
  const triggerRef = useContext(TriggerRef);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={root.open}
      data-state={root.open ? 'open' : 'closed'}
      {...props}
      ref={triggerRef}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) root.setOpen(!root.open);
      }}
    />
  );
}

/** Renders nothing until the dialog first opens; from then on Radix's own root and portal. */
export function Portal({ children, ...props }: ComponentProps<Radix['Portal']>) {
  const root = useRoot('Portal');
  const [lib, setLib] = useState(radix);
  useEffect(() => {
    if (!root.open || lib) return;
    let live = true;
    loadRadix().then(
      (module) => live && setLib(module),
      (error: unknown) => console.error('could not load the dialog', error),
    );
    return () => {
      live = false;
    };
  }, [root.open, lib]);
  if (!lib) return null;
  return (
    <lib.Root open={root.open} onOpenChange={root.setOpen} modal={root.modal}>
      <lib.Portal {...props}>{children}</lib.Portal>
    </lib.Root>
  );
}

export function Content({ onCloseAutoFocus, ...props }: ComponentProps<Radix['Content']>) {
  const triggerRef = useContext(TriggerRef);
  const lib = loaded('Content');
  return (
    <lib.Content
      {...props}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        // Radix returns focus to its own trigger; this one is ours.
        const trigger = triggerRef?.current;
        if (event.defaultPrevented || !trigger) return;
        event.preventDefault();
        trigger.focus();
      }}
    />
  );
}

export function Overlay(props: ComponentProps<Radix['Overlay']>) {
  const lib = loaded('Overlay');
  return <lib.Overlay {...props} />;
}

export function Title(props: ComponentProps<Radix['Title']>) {
  const lib = loaded('Title');
  return <lib.Title {...props} />;
}

export function Description(props: ComponentProps<Radix['Description']>) {
  const lib = loaded('Description');
  return <lib.Description {...props} />;
}

export function Close(props: ComponentProps<Radix['Close']>) {
  const lib = loaded('Close');
  return <lib.Close {...props} />;
}
