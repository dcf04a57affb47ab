import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOwnerOf } from '../test/as-owner.ts';
import { asPeopleOf, type Who } from '../test/as-person.ts';
import { account, greenwood, riverside } from '../test/demo.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const ids = {
  schoolDoc: '6b000000-0000-4000-8000-000000000001',
  privateDoc: '6b000000-0000-4000-8000-000000000002',
  otherSchoolDoc: '6b000000-0000-4000-8000-000000000003',
  schoolChunk: '6b000000-0000-4000-8000-000000000011',
  privateChunk: '6b000000-0000-4000-8000-000000000012',
  otherSchoolChunk: '6b000000-0000-4000-8000-000000000013',
};
const vector = sql<number[]>`'{1,2,3}'::real[]`;

/** Row-level rules of db/routines/76_document-policies.sql: an embedding is read as its chunk. */
describe.each(testBackends())('embedding rules in the database on %s', (kind) => {
  const t = useTestApp(kind);
  const teacher = account(greenwood, 'teacher');
  const parent = account(greenwood, 'parent');
  const student = account(greenwood, 'student');
  const admin = account(greenwood, 'admin');

  const seed = (tenantId: string, doc: string, chunk: string, owner: string, visibility: string) =>
    asOwnerOf(t.database.db, tenantId, async (tx) => {
      await tx
        .insertInto('documents')
        .values({
          tenant_id: tenantId,
          id: doc,
          title: 'Doc',
          kind: 'txt',
          owner_user_id: owner,
          visibility: visibility as 'school' | 'private',
          byte_size: 1,
        })
        .execute();
      await tx
        .insertInto('document_chunks')
        .values({
          tenant_id: tenantId,
          id: chunk,
          document_id: doc,
          ordinal: 0,
          content: 'Text',
          owner_user_id: owner,
          visibility: visibility as 'school' | 'private',
        })
        .execute();
      await tx
        .insertInto('document_chunk_embeddings')
        .values({ tenant_id: tenantId, chunk_id: chunk, model: 'm', embedding: vector })
        .execute();
    });

  beforeAll(async () => {
    await seed(greenwood.id, ids.schoolDoc, ids.schoolChunk, teacher.id, 'school');
    await seed(greenwood.id, ids.privateDoc, ids.privateChunk, parent.id, 'private');
    const other = account(riverside, 'teacher');
    await seed(riverside.id, ids.otherSchoolDoc, ids.otherSchoolChunk, other.id, 'school');
  });

  const as = asPeopleOf(t, () => greenwood.id);
  const readable = async (who: Who) =>
    (
      await as(who, (tx) =>
        tx.selectFrom('document_chunk_embeddings').select('chunk_id').orderBy('chunk_id').execute(),
      )
    ).map((row) => row.chunk_id);
  const addTo = (who: Who, chunkId: string, model: string) =>
    as(who, (tx) =>
      tx
        .insertInto('document_chunk_embeddings')
        .values({ tenant_id: greenwood.id, chunk_id: chunkId, model, embedding: vector })
        .execute(),
    );

  it("reads an embedding exactly where its chunk is readable, never another school's", async () => {
    for (const who of [teacher, student, admin]) {
      expect(await readable(who)).toEqual([ids.schoolChunk]);
    }
    expect(await readable(parent)).toEqual([ids.schoolChunk, ids.privateChunk]);
  });

  it("adds embeddings only to one's own chunks; never edits them", async () => {
    await expect(addTo(teacher, ids.schoolChunk, 'other-model')).resolves.toBeDefined();
    await expect(addTo(parent, ids.schoolChunk, 'parent-model')).rejects.toThrow(
      /row-level security/,
    );
    await expect(addTo(student, ids.privateChunk, 'student-model')).rejects.toThrow(
      /row-level security/,
    );
    await expect(
      as(parent, (tx) =>
        tx
          .updateTable('document_chunk_embeddings')
          .set({ model: 'x' })
          .where('chunk_id', '=', ids.privateChunk)
          .execute(),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('goes with its chunk when the document is deleted', async () => {
    await as(parent, (tx) => tx.deleteFrom('documents').where('id', '=', ids.privateDoc).execute());
    const left = await t.inspect
      .selectFrom('document_chunk_embeddings')
      .select('chunk_id')
      .where('chunk_id', '=', ids.privateChunk)
      .execute();
    expect(left).toEqual([]);
  });
});
