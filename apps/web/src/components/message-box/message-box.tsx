import * as Dialog from '../lazy-dialog';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthCounter, promptError, type PromptRules } from './prompt-rules';

interface BoxRequest {
  title: string;
  message: string;
  /** Set for a prompt: the input's rules and starting value. */
  prompt?: PromptRules & { initial?: string; placeholder?: string };
  confirmText?: string;
}

interface MessageBoxApi {
  /** Resolves true when the member confirms. */
  confirm(req: Omit<BoxRequest, 'prompt'>): Promise<boolean>;
  /** Resolves the entered value, or null when cancelled. */
  prompt(req: BoxRequest & { prompt: NonNullable<BoxRequest['prompt']> }): Promise<string | null>;
}

const MessageBoxContext = createContext<MessageBoxApi | null>(null);

export function useMessageBox(): MessageBoxApi {
  const api = useContext(MessageBoxContext);
  if (!api) throw new Error('useMessageBox outside MessageBoxProvider');
  return api;
}

/** The site's message box (confirm and prompt) in place of the browser's own dialogs. */
export function MessageBoxProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<BoxRequest | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const settle = useRef<(answer: string | null) => void>(() => undefined);

  const open = useCallback((req: BoxRequest) => {
    setRequest(req);
    setValue(req.prompt?.initial ?? '');
    setError(null);
    return new Promise<string | null>((resolve) => {
      settle.current = resolve;
    });
  }, []);
  const api = useMemo<MessageBoxApi>(
    () => ({
      confirm: async (req) => (await open(req)) !== null,
      prompt: (req) => open(req),
    }),
    [open],
  );
  const close = (answer: string | null) => {
    setRequest(null);
    settle.current(answer);
  };
  const submit = () => {
    if (request?.prompt) {
      const problem = promptError(value, request.prompt);
      if (problem) return setError(problem);
      return close(value);
    }
    close('');
  };
  const max = request?.prompt?.maxLength;

  return (
    <MessageBoxContext.Provider value={api}>
      {children}
      <Dialog.Root open={request !== null} onOpenChange={(isOpen) => !isOpen && close(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[60] bg-scrim/70 backdrop-blur-sm" />
          <Dialog.Content
            data-testid="message-box"
            className="fixed top-1/2 left-1/2 z-[60] w-[min(92vw,400px)] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-6 text-ink shadow-2xl"
          >
            <Dialog.Title className="text-lg font-semibold">{request?.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-ink-muted">
              {request?.message}
            </Dialog.Description>
            <form
              className="mt-4"
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              {request?.prompt ? (
                <div>
                  <div className="relative">
                    <textarea
                      data-testid="message-box-input"
                      value={value}
                      rows={3}
                      placeholder={request.prompt.placeholder}
                      aria-invalid={error !== null}
                      onChange={(event) => {
                        setValue(event.target.value);
                        setError(null);
                      }}
                      className="w-full resize-none rounded-field border border-line-strong bg-canvas p-3 pb-6 text-sm text-ink focus:border-primary focus:outline-none"
                    />
                    {max !== undefined ? (
                      <span
                        data-testid="message-box-counter"
                        className="absolute right-3 bottom-2 text-xs text-ink-faint"
                      >
                        {lengthCounter(value, max)}
                      </span>
                    ) : null}
                  </div>
                  {error ? (
                    <p role="alert" data-testid="message-box-error" className="mt-1 text-xs text-danger">
                      {error}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <div className="mt-5 flex justify-end gap-2">
                <button
                  type="button"
                  onClick={() => close(null)}
                  className="h-9 rounded-control border border-line-strong px-4 text-sm text-ink-muted hover:text-ink"
                >
                  {t('common.cancel')}
                </button>
                <button
                  type="submit"
                  data-testid="message-box-confirm"
                  className="h-9 rounded-control bg-primary px-5 text-sm font-semibold text-on-primary hover:brightness-110"
                >
                  {request?.confirmText ?? t('common.confirm')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </MessageBoxContext.Provider>
  );
}
