import { AppError } from '@/shared/errors.ts';
import { CLASS_SUBJECTS, schoolSubjectList } from '@/shared/rules/class-subjects.ts';
import { type SubjectList } from '@/shared/schemas/classes.ts';
import { auditByCaller as audit } from '../platform/audit/audit.queries.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import {
  classesUsingSubject,
  deleteSubject,
  findSubject,
  findSubjectByName,
  listSubjects,
  renameSubject,
  storeSubjects,
} from './subjects.queries.ts';
import { fieldError } from '../platform/http/field-error.ts';
import { refusingDuplicates } from '../platform/http/unique-violation.ts';

const NO_SUBJECT = 'This subject does not exist in your school.';

// ---- Subjects ----

export async function getSubjects(scope: RequestScope): Promise<SubjectList> {
  const stored = await scope.readAsCaller((qb) => qb.selectFrom('subjects').select(['id', 'name']));
  return schoolSubjectList(stored);
}

/** The first change to the list makes the 12 defaults the school's own. */
async function ownSubjects(tx: Tx, me: Me) {
  const stored = await listSubjects(tx);
  return stored.length > 0 ? stored : storeSubjects(tx, me.tenantId, CLASS_SUBJECTS);
}

async function withUniqueName<T>(
  tx: Tx,
  name: string,
  exceptId: string | null,
  write: () => Promise<T>,
) {
  const clash = await findSubjectByName(tx, name);
  if (clash && clash.id !== exceptId) {
    throw fieldError('name', `A subject named '${clash.name}' already exists`, {
      code: 'CONFLICT',
    });
  }
  return refusingDuplicates(write, () =>
    fieldError('name', `A subject named '${name}' already exists`, { code: 'CONFLICT' }),
  );
}

export async function storeDefaultSubjects(scope: RequestScope): Promise<SubjectList> {
  return scope.asCaller(async (tx, me) => {
    const before = await listSubjects(tx);
    const subjects = await ownSubjects(tx, me);
    if (before.length === 0) {
      await audit(tx, me, 'subjects.defaults_stored', me.tenantId, { count: subjects.length });
    }
    return schoolSubjectList(subjects);
  });
}

export async function createSubject(scope: RequestScope, name: string): Promise<SubjectList> {
  return scope.asCaller(async (tx, me) => {
    await ownSubjects(tx, me);
    const created = await withUniqueName(tx, name, null, () =>
      tx
        .insertInto('subjects')
        .values({ tenant_id: me.tenantId, name })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow(),
    );
    await audit(tx, me, 'subjects.created', created.id, { name });
    return schoolSubjectList(await listSubjects(tx));
  });
}

export async function updateSubject(
  scope: RequestScope,
  id: string,
  name: string,
): Promise<SubjectList> {
  return scope.asCaller(async (tx, me) => {
    const before = await findSubject(tx, id);
    if (!before) throw new AppError('NOT_FOUND', NO_SUBJECT);
    await withUniqueName(tx, name, id, () => renameSubject(tx, id, name));
    await audit(tx, me, 'subjects.renamed', id, { from: before.name, to: name });
    return schoolSubjectList(await listSubjects(tx));
  });
}

export async function removeSubject(scope: RequestScope, id: string): Promise<SubjectList> {
  return scope.asCaller(async (tx, me) => {
    const subject = await findSubject(tx, id);
    if (!subject) throw new AppError('NOT_FOUND', NO_SUBJECT);
    const used = await classesUsingSubject(tx, id);
    if (used > 0) {
      throw new AppError(
        'CONFLICT',
        `'${subject.name}' is taught in ${used} ${used === 1 ? 'class' : 'classes'}. Move ${used === 1 ? 'that class' : 'those classes'} to another subject first.`,
      );
    }
    await deleteSubject(tx, id);
    await audit(tx, me, 'subjects.deleted', id, { name: subject.name });
    return schoolSubjectList(await listSubjects(tx));
  });
}
