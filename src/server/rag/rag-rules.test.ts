import { beforeAll, describe, expect, it } from 'vitest';
import {
  documentVisibilities,
  type DocumentVisibility,
} from '@/shared/rules/document-visibility.ts';
import { asOwnerOf } from '../test/as-owner.ts';
import { asPeopleOf, type Who } from '../test/as-person.ts';
import { account, greenwood } from '../test/demo.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const ids = {
  schoolDoc: '6a000000-0000-4000-8000-000000000001',
  privateDoc: '6a000000-0000-4000-8000-000000000002',
  adminDoc: '6a000000-0000-4000-8000-000000000003',
};

/**
 * Row-level rules of db/routines/76_document-policies.sql: who reads, adds and removes which
 * documents and chunks.
 */
describe.each(testBackends())('document rules in the database on %s', (kind) => {
  const t = useTestApp(kind);
  const admin = account(greenwood, 'admin');
  const teacher = account(greenwood, 'teacher');
  const parent = account(greenwood, 'parent');
  const student = account(greenwood, 'student');
  const tenant_id = greenwood.id;

  beforeAll(async () => {
    await asOwnerOf(t.database.db, tenant_id, async (tx) => {
      await tx
        .insertInto('documents')
        .values([
          {
            tenant_id,
            id: ids.schoolDoc,
            title: 'Policy',
            kind: 'md',
            owner_user_id: teacher.id,
            visibility: 'school',
            byte_size: 10,
          },
          {
            tenant_id,
            id: ids.privateDoc,
            title: 'Ours',
            kind: 'txt',
            owner_user_id: parent.id,
            visibility: 'private',
            byte_size: 10,
          },
          {
            tenant_id,
            id: ids.adminDoc,
            title: 'Office',
            kind: 'txt',
            owner_user_id: admin.id,
            visibility: 'school',
            byte_size: 10,
          },
        ])
        .execute();
      await tx
        .insertInto('document_chunks')
        .values(
          [
            { document_id: ids.schoolDoc, owner_user_id: teacher.id, visibility: 'school' },
            { document_id: ids.privateDoc, owner_user_id: parent.id, visibility: 'private' },
            { document_id: ids.adminDoc, owner_user_id: admin.id, visibility: 'school' },
          ].map((chunk) => ({
            tenant_id,
            ordinal: 0,
            content: `Text of ${chunk.document_id}`,
            ...chunk,
            visibility: chunk.visibility as DocumentVisibility,
          })),
        )
        .execute();
    });
  });

  const as = asPeopleOf(t, () => tenant_id);
  const visible = async (who: Who) => {
    const docs = await as(who, (tx) =>
      tx.selectFrom('documents').select('title').orderBy('title').execute(),
    );
    const chunks = await as(who, (tx) =>
      tx.selectFrom('document_chunks').select('document_id').orderBy('document_id').execute(),
    );
    return { docs: docs.map((d) => d.title), chunks: chunks.map((c) => c.document_id) };
  };

  it('every member reads school-wide documents; a private one only its owner', async () => {
    const schoolWide = { docs: ['Office', 'Policy'], chunks: [ids.schoolDoc, ids.adminDoc] };
    for (const who of [admin, teacher, student]) expect(await visible(who)).toEqual(schoolWide);
    expect(await visible(parent)).toEqual({
      docs: ['Office', 'Ours', 'Policy'],
      chunks: [ids.schoolDoc, ids.privateDoc, ids.adminDoc],
    });
  });

  const add = (who: Who, visibility: DocumentVisibility, owner = who.id) =>
    as(who, (tx) =>
      tx
        .insertInto('documents')
        .values({
          tenant_id,
          title: 'New',
          kind: 'txt',
          owner_user_id: owner,
          visibility,
          byte_size: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );

  it('admins and teachers add documents for themselves, staff or the school; parents and students private ones; all as themselves', async () => {
    for (const visibility of documentVisibilities) {
      await expect(add(admin, visibility)).resolves.toBeDefined();
      await expect(add(teacher, visibility)).resolves.toBeDefined();
    }
    await expect(add(parent, 'private')).resolves.toBeDefined();
    await expect(add(student, 'private')).resolves.toBeDefined();
    await expect(add(parent, 'school')).rejects.toThrow(/row-level security/);
    await expect(add(parent, 'staff')).rejects.toThrow(/row-level security/);
    await expect(add(student, 'staff')).rejects.toThrow(/row-level security/);
    await expect(add(teacher, 'school', admin.id)).rejects.toThrow(/row-level security/);
    await expect(add(admin, 'school', null as unknown as string)).rejects.toThrow(
      /row-level security/,
    );
  });

  /** `who` adds a chunk to a document, as the teacher's chunk of the given visibility. */
  const addChunk = (
    who: Who,
    documentId: string,
    ordinal: number,
    content: string,
    visibility: 'school' | 'staff' | 'private',
  ) =>
    as(who, (tx) =>
      tx
        .insertInto('document_chunks')
        .values({
          tenant_id,
          document_id: documentId,
          ordinal,
          content,
          owner_user_id: teacher.id,
          visibility,
        })
        .execute(),
    );

  it('a staff document is read by admins and teachers only', async () => {
    const { id } = await add(teacher, 'staff');
    await addChunk(teacher, id, 0, 'Staff only', 'staff');
    const sees = async (who: Who) =>
      (await visible(who)).chunks.includes(id) &&
      (
        await as(who, (tx) =>
          tx.selectFrom('documents').select('id').where('id', '=', id).execute(),
        )
      ).length === 1;
    expect(await sees(admin)).toBe(true);
    expect(await sees(teacher)).toBe(true);
    expect(await sees(parent)).toBe(false);
    expect(await sees(student)).toBe(false);
    await as(teacher, (tx) => tx.deleteFrom('documents').where('id', '=', id).execute());
  });

  it.each([
    ["nobody adds chunks to someone else's document", admin, 5, 'Injected', 'school'],
    [
      "a chunk carries its document's owner and visibility, nothing else",
      teacher,
      6,
      'Hidden from the school',
      'private',
    ],
  ] as const)('%s', async (_case, who, ordinal, content, visibility) => {
    await expect(addChunk(who, ids.schoolDoc, ordinal, content, visibility)).rejects.toThrow(
      /row-level security/,
    );
  });

  it('documents and chunks are never edited', async () => {
    await expect(
      as(teacher, (tx) =>
        tx
          .updateTable('documents')
          .set({ title: 'Changed' })
          .where('id', '=', ids.schoolDoc)
          .execute(),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('the owner or an admin removes a document; its chunks go with it', async () => {
    const removed = async (who: Who, id: string) =>
      Number(
        (await as(who, (tx) => tx.deleteFrom('documents').where('id', '=', id).execute()))[0]
          ?.numDeletedRows ?? 0,
      );
    expect(await removed(teacher, ids.adminDoc)).toBe(0);
    expect(await removed(parent, ids.schoolDoc)).toBe(0);
    expect(await removed(teacher, ids.privateDoc)).toBe(0);
    expect(await removed(admin, ids.schoolDoc)).toBe(1);
    expect(await removed(parent, ids.privateDoc)).toBe(1);
    const left = await asOwnerOf(t.database.db, tenant_id, (tx) =>
      tx.selectFrom('document_chunks').select('document_id').execute(),
    );
    expect(left.map((c) => c.document_id)).toEqual([ids.adminDoc]);
  });
});
