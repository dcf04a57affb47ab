import { PencilIcon, TrashIcon } from 'lucide-react';
import { Button } from './ui/button';

/** A list row's delete button: a red bin, named after what it deletes. */
export function DeleteIconButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={onClick}>
      <TrashIcon aria-hidden="true" className="text-destructive" />
    </Button>
  );
}

/** A list row's edit and delete buttons, named after the row's item. */
export function EditDeleteButtons({
  name,
  editVerb = 'Edit',
  onEdit,
  onDelete,
}: {
  name: string;
  /** The edit button's verb, such as 'Rename'. */
  editVerb?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" aria-label={`${editVerb} ${name}`} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <DeleteIconButton name={name} onClick={onDelete} />
    </div>
  );
}
