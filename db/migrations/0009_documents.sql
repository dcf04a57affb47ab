-- The school's documents for question answering (chat, RAG): the uploaded text, cut into chunks,
-- each with a full-text vector (english stemming; heading path weight A, content weight B).
-- Who sees what: school-wide documents every member of the school; private ones their owner only.
-- Who writes: admins and teachers add school-wide documents, everyone else private ones; the owner
-- or an admin deletes. Chunks follow their document. Scripted ingestion (the server checked the
-- RAG_ADMIN_TOKEN secret) runs with the school set and no user: it adds school-wide documents with
-- no owner.

create table documents (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  kind text not null check (kind in ('txt', 'md', 'pdf')),
  -- null: added by scripted ingestion (x-admin-token), school-wide.
  owner_user_id uuid,
  visibility text not null check (visibility in ('school', 'private')),
  byte_size integer not null check (byte_size >= 0),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, owner_user_id) references users (tenant_id, id) on delete cascade
);
create index documents_owner on documents (tenant_id, owner_user_id);

create table document_chunks (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  document_id uuid not null,
  ordinal integer not null check (ordinal >= 0),
  heading_path text not null default '',
  page integer check (page is null or page >= 1),
  content text not null check (length(content) >= 1),
  -- Copied from the document (never edited): the read rule is a plain column test per chunk,
  -- not a lookup of the document for every chunk a search scans.
  owner_user_id uuid,
  visibility text not null check (visibility in ('school', 'private')),
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, heading_path), 'A') ||
    setweight(to_tsvector('english'::regconfig, content), 'B')
  ) stored,
  primary key (tenant_id, id),
  unique (tenant_id, document_id, ordinal),
  foreign key (tenant_id, document_id) references documents (tenant_id, id) on delete cascade
);
create index document_chunks_search on document_chunks using gin (search);

select app_make_tenant_table('documents'::regclass);
select app_make_tenant_table('document_chunks'::regclass);

-- Chunks are written once with their document and removed with it; never edited.
revoke update on documents, document_chunks from app_user;

create policy documents_read on documents as restrictive for select to app_user
  using (app_is_owner() or visibility = 'school' or owner_user_id = app_user_id());
create policy documents_insert on documents as restrictive for insert to app_user
  with check (app_is_owner()
    or (owner_user_id = app_user_id() and
        case when app_role() in ('admin', 'teacher') then visibility = 'school'
             else visibility = 'private' end)
    or (app_user_id() is null and owner_user_id is null and visibility = 'school'));
create policy documents_delete on documents as restrictive for delete to app_user
  using (app_is_owner() or owner_user_id = app_user_id() or app_role() = 'admin');

create policy document_chunks_read on document_chunks as restrictive for select to app_user
  using (app_is_owner() or visibility = 'school' or owner_user_id = app_user_id());
-- Chunks are added by whoever added the document (its owner), with the document's owner and
-- visibility.
create policy document_chunks_insert on document_chunks as restrictive for insert to app_user
  with check (app_is_owner() or exists (
    select 1 from documents d
     where d.tenant_id = document_chunks.tenant_id and d.id = document_chunks.document_id
       and d.owner_user_id is not distinct from document_chunks.owner_user_id
       and d.visibility = document_chunks.visibility
       and (d.owner_user_id = app_user_id()
            or (app_user_id() is null and d.owner_user_id is null))));
create policy document_chunks_delete on document_chunks as restrictive for delete to app_user
  using (app_is_owner() or owner_user_id = app_user_id() or app_role() = 'admin');
