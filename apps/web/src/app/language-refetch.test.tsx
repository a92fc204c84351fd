import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/instance';
import { switchLanguage } from '../i18n/language-preference';
import { Providers } from './providers';

/** A list whose key does not name the language, answered in whatever language is current. */
function GameName() {
  const name = useQuery({
    queryKey: ['games', 'hall', 1],
    queryFn: async () => (i18n.language === 'vi_VN' ? 'Cá chép may mắn' : 'Koi Reels'),
  });
  return <p data-testid="name">{name.data}</p>;
}

describe('a language switch', () => {
  it('refetches what is on screen, so server texts follow at once', async () => {
    await switchLanguage('en_US');
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    render(
      <Providers queryClient={queryClient}>
        <GameName />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Koi Reels'));
    await act(() => switchLanguage('vi_VN'));
    await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Cá chép may mắn'));
    await switchLanguage('en_US');
  });
});
