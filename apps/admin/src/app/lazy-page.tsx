import { Flex, Spin } from 'antd';
import { lazy, type ComponentType } from 'react';

/** Set while the page reloads after a page's code could not be fetched, so it reloads only once. */
const RELOADED = 'arks-admin:reloaded-for-chunk';

/**
 * A console page whose code is fetched when it is first opened, so the first load carries only the
 * shell (the dashboard's charts, the editors and the queues come with their pages). `name` is the
 * module's export. After a release the old page files are gone: a failed fetch reloads the console
 * once to pick up the new ones.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => {
    try {
      const page: ComponentType = (await load())[name];
      sessionStorage.removeItem(RELOADED);
      return { default: page };
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED)) {
        sessionStorage.setItem(RELOADED, '1');
        window.location.reload();
        // The reload replaces the page; until it does, the loading spinner stays.
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  });
}

/** What a page shows while its code arrives. */
export function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 320 }} data-testid="page-loading">
      <Spin size="large" />
    </Flex>
  );
}
