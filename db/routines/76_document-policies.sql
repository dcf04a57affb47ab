-- The school's documents for question answering (chat, RAG). Who sees what: school-wide documents
-- every member of the school; staff ones admins and teachers; private ones their owner only. Who
-- writes: admins and teachers add documents of any visibility, everyone else private ones; the
-- owner or an admin deletes. Scripted ingestion (the server checked the RAG_ADMIN_TOKEN secret)
-- runs with the school set and no user: it adds school-wide documents with no owner. Chunks and
-- their embeddings follow their document: read exactly where it is, added by whoever added it.
-- History: 0009, 0016 (embeddings), 0030 (staff visibility); this file holds their current text.

-- A document and its chunks: the same read and delete rules. Chunks carry their document's owner
-- and visibility (copied, never edited): the read rule is a plain column test per chunk.
select app_make_role_policy(target::regclass, target || '_read', 'select',
         $$(select app_is_owner()) or visibility = 'school' or owner_user_id = (select app_user_id())
           or (visibility = 'staff' and (select app_role()) in ('admin', 'teacher'))$$),
       app_make_role_policy(target::regclass, target || '_delete', 'delete',
         $$(select app_is_owner()) or owner_user_id = (select app_user_id()) or (select app_role()) = 'admin'$$)
  from unnest(array['documents', 'document_chunks']) as target;

drop policy if exists documents_insert on documents;
create policy documents_insert on documents as restrictive for insert to app_user
  with check ((select app_is_owner())
    or (owner_user_id = (select app_user_id()) and
        (visibility = 'private' or (select app_role()) in ('admin', 'teacher')))
    or ((select app_user_id()) is null and owner_user_id is null and visibility = 'school'));

-- Chunks are added by whoever added the document (its owner), with its owner and visibility.
drop policy if exists document_chunks_insert on document_chunks;
create policy document_chunks_insert on document_chunks as restrictive for insert to app_user
  with check ((select app_is_owner()) or exists (
    select 1 from documents d
     where d.tenant_id = document_chunks.tenant_id and d.id = document_chunks.document_id
       and d.owner_user_id is not distinct from document_chunks.owner_user_id
       and d.visibility = document_chunks.visibility
       and (d.owner_user_id = (select app_user_id())
            or ((select app_user_id()) is null and d.owner_user_id is null))));

-- An embedding is read exactly where its chunk is (the read policy asks document_chunks, whose own
-- read rule applies inside it), added by whoever added the chunk.
drop policy if exists document_chunk_embeddings_read on document_chunk_embeddings;
create policy document_chunk_embeddings_read on document_chunk_embeddings
  as restrictive for select to app_user
  using ((select app_is_owner()) or exists (
    select 1 from document_chunks c
     where c.tenant_id = document_chunk_embeddings.tenant_id
       and c.id = document_chunk_embeddings.chunk_id));

drop policy if exists document_chunk_embeddings_insert on document_chunk_embeddings;
create policy document_chunk_embeddings_insert on document_chunk_embeddings
  as restrictive for insert to app_user
  with check ((select app_is_owner()) or exists (
    select 1 from document_chunks c
     where c.tenant_id = document_chunk_embeddings.tenant_id
       and c.id = document_chunk_embeddings.chunk_id
       and (c.owner_user_id = (select app_user_id())
            or ((select app_user_id()) is null and c.owner_user_id is null))));

drop policy if exists document_chunk_embeddings_delete on document_chunk_embeddings;
create policy document_chunk_embeddings_delete on document_chunk_embeddings
  as restrictive for delete to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin' or exists (
    select 1 from document_chunks c
     where c.tenant_id = document_chunk_embeddings.tenant_id
       and c.id = document_chunk_embeddings.chunk_id
       and c.owner_user_id = (select app_user_id())));
