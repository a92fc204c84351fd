import { bootKey, type CallContract, type CallData } from '@arks/contracts';

/** The element the server puts in the app shell (apps/server/src/platform/app-shell.ts). */
const BOOT_ELEMENT_ID = 'boot-data';

let parsed: Record<string, unknown> | null | undefined;

function bootData(): Record<string, unknown> | null {
  if (parsed === undefined) {
    const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      parsed = null;
    }
  }
  return parsed;
}

/**
 * A call's answer the server sent with the page (`params` name which of the call's answers, as the
 * server keyed it with `bootKey`), checked against the call's contract as if it had come from the call;
 * undefined when the page carries none (or one that does not fit), and the call is then made as usual.
 */
export function answerFromPage<C extends CallContract>(
  contract: C,
  params?: Record<string, string | number>,
): CallData<C> | undefined {
  const found = bootData()?.[bootKey(contract, params)];
  if (found === undefined) return undefined;
  const checked = contract.data.safeParse(found);
  return checked.success ? (checked.data as CallData<C>) : undefined;
}

/** For tests: forget what was read, so a new page's block is read again. */
export function forgetBootData(): void {
  parsed = undefined;
}
