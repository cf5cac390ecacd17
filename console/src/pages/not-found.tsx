import { EmptyState, Link, PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/hooks';

export function NotFoundPage() {
  useDocumentTitle('Not found');
  return (
    <div class="page">
      <PageHeader title="Page not found" />
      <EmptyState title="There is nothing at this address" action={<Link to="/overview" class="btn btn-primary">Go to the overview</Link>}>
        The link may be out of date, or the resource was deleted.
      </EmptyState>
    </div>
  );
}
