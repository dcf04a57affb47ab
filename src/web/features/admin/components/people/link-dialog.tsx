import type { UseQueryResult } from '@tanstack/react-query';
import { studentClassLabel } from '@/shared/rules/class-labels';
import { useEffect, useState } from 'react';
import { DialogFrame, type DialogProps } from '@/web/components/dialog-frame';
import { ListState } from '@/web/components/list-state';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useStaff } from '../../api/list-staff';
import { useStudents } from '../../api/list-students';

const CANDIDATES = 8;

interface Candidate {
  id: string;
  name: string;
  detail: string;
}

/** The parents or students matching a search, a few at a time. */
function useCandidates(kind: 'students' | 'parents', search: string, open: boolean) {
  const students = useStudents(
    { search: search || undefined, pageSize: CANDIDATES },
    open && kind === 'students',
  );
  const parents = useStaff(
    'parent',
    { search: search || undefined, pageSize: CANDIDATES },
    open && kind === 'parents',
  );
  if (kind === 'students') {
    return {
      query: students as UseQueryResult<unknown>,
      rows: (students.data?.rows ?? []).map((row): Candidate => ({
        id: row.id,
        name: row.name,
        detail: `Roll ${row.rollNumber}, ${studentClassLabel(row.gradeLevel, row.section)}`,
      })),
    };
  }
  return {
    query: parents as UseQueryResult<unknown>,
    // An invitation not accepted yet is nobody to link yet.
    rows: (parents.data?.rows ?? [])
      .filter((row) => !row.invited)
      .map((row): Candidate => ({ id: row.id, name: row.name, detail: row.email })),
  };
}

/**
 * Links a parent to a child, from either side: search, then Link. The server's refusal (two
 * guardians already, linked already) shows beside the search field.
 */
export function LinkDialog({
  open,
  onOpenChange,
  kind,
  title,
  description,
  linked,
  field,
  onLink,
}: DialogProps & {
  /** What is searched: students (a parent's child) or parents (a student's guardian). */
  kind: 'students' | 'parents';
  title: string;
  description: string;
  /** Ids already linked: shown as such. */
  linked: readonly string[];
  /** The request's field a refusal names ('studentId' or 'parentId'). */
  field: string;
  onLink: (id: string) => Promise<unknown>;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const { query, rows } = useCandidates(kind, search, open);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (open) {
      setTyped('');
      setSearch('');
      setError(null);
    }
  }, [open]);

  const link = async (id: string) => {
    setPending(id);
    setError(null);
    try {
      await onLink(id);
      onOpenChange(false);
    } catch (failure) {
      setError(fieldErrors(failure)[field] ?? requestErrorMessage(failure));
    } finally {
      setPending(null);
    }
  };

  const searchLabel =
    kind === 'students' ? 'Search by name or roll number' : 'Search by name or email';
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <TextField
        id="link-search"
        label={searchLabel}
        type="search"
        autoComplete="off"
        value={typed}
        error={error ?? undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <ListState
        query={query}
        loadingLabel={`Loading ${kind}`}
        errorText={`The ${kind} could not be loaded.`}
        empty={kind === 'students' ? 'No students found' : 'No parents found'}
        isEmpty={() => rows.length === 0}
      >
        {() => (
          <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label={`Matching ${kind}`}>
            {rows.map((row) => {
              const already = linked.includes(row.id);
              return (
                <li
                  key={row.id}
                  className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{row.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{row.detail}</p>
                  </div>
                  <Button
                    size="sm"
                    variant={already ? 'outline' : 'default'}
                    disabled={already || pending !== null}
                    aria-label={already ? `${row.name} is linked` : `Link ${row.name}`}
                    onClick={() => void link(row.id)}
                  >
                    {already ? 'Linked' : 'Link'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </DialogFrame>
  );
}
