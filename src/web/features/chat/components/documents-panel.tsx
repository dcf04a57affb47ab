import { FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { VISIBILITY_LABELS } from '@/shared/rules/document-visibility';
import type { DocumentSummary } from '@/shared/schemas/rag';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { QueryList } from '@/web/components/query-list';
import { Badge } from '@/web/components/ui/badge';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/list-documents';
import { DeleteIconButton } from '@/web/components/row-actions';
import { plural } from '@/shared/rules/text';

/** The documents the chat answers from: the school's, staff ones for staff, and the caller's own. */
export function DocumentsPanel() {
  const documents = useDocuments();
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const remove = useDeleteDocument();
  return (
    <section aria-labelledby="documents-heading" className="grid gap-2">
      <h3 id="documents-heading" className="text-sm font-semibold">
        Documents
      </h3>
      <QueryList
        query={documents}
        rows={(data) => data.documents}
        label="Documents"
        className="grid gap-1"
        loadingLabel="Loading documents"
        skeletonRows={2}
        skeletonClassName="h-10 w-full"
        errorText="The documents could not be loaded."
        empty="No documents uploaded yet"
      >
        {(doc) => (
          <li
            key={doc.id}
            className="flex items-center gap-2 rounded-md border border-border px-2 py-1.5 text-sm"
          >
            <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 grow">
              <span className="block truncate" title={doc.title}>
                {doc.title}
              </span>
              <span className="text-xs text-muted-foreground">{plural(doc.chunks, 'passage')}</span>
            </span>
            <Badge variant={doc.visibility === 'private' ? 'outline' : 'secondary'}>
              {VISIBILITY_LABELS[doc.visibility]}
            </Badge>
            {doc.canDelete ? (
              <DeleteIconButton name={doc.title} onClick={() => setDeleting(doc)} />
            ) : null}
          </li>
        )}
      </QueryList>
      {deleting ? (
        <ConfirmMutationDialog
          target={deleting}
          onClose={() => setDeleting(null)}
          mutation={remove}
          successMessage={(document) => `${document.title} deleted`}
          title="Delete document?"
          description={`'${deleting.title}' will no longer be used to answer questions.`}
          confirmLabel="Delete Document"
        />
      ) : null}
    </section>
  );
}
