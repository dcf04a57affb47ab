import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { Button } from '@/web/components/ui/button';
import { DetailCard } from './detail-parts';
import { LinkDialog } from './link-dialog';
import { PersonLink } from './person-cells';

export interface LinkedPerson {
  id: string;
  name: string;
  /** The other person's detail screen. */
  to: string;
  detail: string;
}

/**
 * A student's guardians or a parent's children: each links to its detail and can be unlinked
 * (asked first); 'Link a …' searches for someone to add.
 */
export function LinksCard({
  title,
  listLabel,
  linkLabel,
  emptyText,
  items,
  search,
  unlinkText,
  onUnlink,
  full = null,
}: {
  title: string;
  listLabel: string;
  linkLabel: string;
  emptyText: string;
  items: readonly LinkedPerson[];
  /** The search dialog: who is searched, its title and description, the field a refusal names. */
  search: {
    kind: 'students' | 'parents';
    title: string;
    description: string;
    field: 'parentId' | 'studentId';
    onLink: (id: string) => Promise<unknown>;
  };
  /** The confirmation's title and what it says about this person. */
  unlinkText: { title: string; description: (name: string) => string };
  onUnlink: (id: string) => Promise<unknown>;
  /** Why no one more can be linked (at the limit), shown beside the disabled link button. */
  full?: string | null;
}) {
  const fullId = useId();
  const unlink = useMutation({ mutationFn: onUnlink });
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<LinkedPerson | null>(null);
  return (
    <DetailCard
      title={title}
      action={
        <Button
          variant="outline"
          size="sm"
          disabled={full !== null}
          aria-describedby={full !== null ? fullId : undefined}
          onClick={() => setLinking(true)}
        >
          {linkLabel}
        </Button>
      }
    >
      {full !== null ? (
        <p id={fullId} className="mb-2 text-sm text-muted-foreground">
          {full}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="grid">
                <PersonLink to={item.to} name={item.name} />
                <span className="text-sm text-muted-foreground">{item.detail}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Unlink ${item.name}`}
                onClick={() => setUnlinking(item)}
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LinkDialog
        open={linking}
        onOpenChange={setLinking}
        kind={search.kind}
        title={search.title}
        description={search.description}
        linked={items.map((item) => item.id)}
        field={search.field}
        onLink={search.onLink}
      />
      <ConfirmMutationDialog
        target={unlinking}
        onClose={() => setUnlinking(null)}
        mutation={unlink}
        title={unlinkText.title}
        description={(person) => unlinkText.description(person.name)}
        confirmLabel="Unlink"
      />
    </DetailCard>
  );
}
