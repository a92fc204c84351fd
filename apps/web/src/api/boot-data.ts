import { bootKey, COUNTRY_BOOT_KEY, type CallData, type CallRoute } from '@arks/contracts';

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
 * server keyed it with `bootKey`); undefined when the page carries none, and the call is then made as
 * usual. Unlike a call's answer it is not checked here: the same server wrote it into this page a moment
 * ago, shaped by the call's own schema (apps/server platform/carried-calls.ts and `carriedAnswer` in
 * app-shell.ts), and checking it would put the schemas and zod back into the first load.
 */
export function answerFromPage<R extends CallRoute>(
  route: R,
  params?: Record<string, string | number>,
): CallData<R> | undefined {
  return bootData()?.[bootKey(route, params)] as CallData<R> | undefined;
}

/** The visitor's country as the server read it from the CDN's header (spec §9), if the page says. */
export function countryFromPage(): string | null {
  const country = bootData()?.[COUNTRY_BOOT_KEY];
  return typeof country === 'string' ? country : null;
}

/** For tests: forget what was read, so a new page's block is read again. */
export function forgetBootData(): void {
  parsed = undefined;
}
