import { NotAvailable } from '../components/not-available';
import { PageFrame } from '../components/page-frame';

/** A sub-page whose feature comes later: its real heading and the plain notice. */
export function NoticePage({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <PageFrame title={title} subtitle={subtitle}>
      <NotAvailable />
    </PageFrame>
  );
}
