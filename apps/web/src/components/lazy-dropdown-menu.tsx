import type * as RadixMenu from '@radix-ui/react-dropdown-menu';
import {
  createContext,
  useContext,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

/**
 * Radix DropdownMenu with the same parts and props, loaded when a menu first opens: the header's
 * language and "more" menus are on every first page, but a closed menu needs none of Radix's
 * positioning (floating-ui), focus or collection code. Until then the trigger is a plain button that
 * opens the way Radix's does (pointer down, Enter, Space, arrow down); from then on it is all Radix.
 * Use it as `import * as DropdownMenu from …`.
 */
type Radix = typeof RadixMenu;

let radix: Radix | null = null;
let loading: Promise<Radix> | null = null;

function loadRadix(): Promise<Radix> {
  loading ??= import('@radix-ui/react-dropdown-menu').then(
    (module) => (radix = module),
    (error: unknown) => {
      // A failed download (offline, a release replaced the chunk) is retried on the next opening.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Null once Radix runs the menu; before that, how the placeholder trigger asks for it. */
const OpenRequest = createContext<(() => void) | null>(null);

function lib(part: string): Radix {
  if (!radix) throw new Error(`DropdownMenu.${part} rendered before Radix DropdownMenu loaded`);
  return radix;
}

export function Root({ open, defaultOpen, onOpenChange, ...props }: ComponentProps<Radix['Root']>) {
  const [live, setLive] = useState<Radix | null>(null);
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  if (live) return <live.Root {...props} open={isOpen} onOpenChange={setOpen} />;
  const request = () => {
    loadRadix().then(
      (module) => {
        setLive(module);
        setOpen(true);
      },
      (error: unknown) => console.error('could not load the menu', error),
    );
  };
  return <OpenRequest.Provider value={request}>{props.children}</OpenRequest.Provider>;
}

export function Trigger(props: ComponentProps<Radix['Trigger']>) {
  const request = useContext(OpenRequest);
  if (!request) {
    const Live = lib('Trigger').Trigger;
    return <Live {...props} />;
  }
  const { onPointerDown, onKeyDown, asChild: _asChild, ...rest } = props;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...rest}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) {
          // As Radix does: keeps the focus on the trigger until the menu takes it.
          event.preventDefault();
          request();
        }
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          request();
        }
      }}
    />
  );
}

/** Nothing until the menu first opens. */
export function Portal(props: ComponentProps<Radix['Portal']>) {
  if (useContext(OpenRequest)) return null;
  const Live = lib('Portal').Portal;
  return <Live {...props} />;
}

export function Content(props: ComponentProps<Radix['Content']>) {
  const Live = lib('Content').Content;
  return <Live {...props} />;
}

export function Item(props: ComponentProps<Radix['Item']>) {
  const Live = lib('Item').Item;
  return <Live {...props} />;
}

export function Label(props: ComponentProps<Radix['Label']>) {
  const Live = lib('Label').Label;
  return <Live {...props} />;
}

export function RadioGroup(props: ComponentProps<Radix['RadioGroup']>) {
  const Live = lib('RadioGroup').RadioGroup;
  return <Live {...props} />;
}

export function RadioItem(props: ComponentProps<Radix['RadioItem']>) {
  const Live = lib('RadioItem').RadioItem;
  return <Live {...props} />;
}

export function ItemIndicator(props: ComponentProps<Radix['ItemIndicator']>) {
  const Live = lib('ItemIndicator').ItemIndicator;
  return <Live {...props} />;
}
