-- Hybrid search over the school's documents: one embedding per chunk and embedding model, when an
-- embeddings endpoint is configured (EMBEDDINGS_MODEL). The vector is a portable real[]; the
-- similarity the queries call, app_embedding_similarity(a, b) (cosine), is pgvector's when the
-- extension is there (PGlite ships it; a server whose DBA installed it), plain SQL otherwise (a
-- PostgreSQL server without pgvector). Same column, same queries, same answers on both.
-- Who sees an embedding: exactly who sees its chunk (the read policy asks document_chunks, whose
-- own read rule applies inside it). Who adds one: whoever added the chunk. Never edited; removed
-- with the chunk.

create table document_chunk_embeddings (
  tenant_id uuid not null,
  chunk_id uuid not null,
  model text not null check (length(model) between 1 and 200),
  embedding real[] not null
    check (array_ndims(embedding) = 1 and cardinality(embedding) between 1 and 16000),
  created_at timestamptz not null default now(),
  primary key (tenant_id, chunk_id, model),
  foreign key (tenant_id, chunk_id) references document_chunks (tenant_id, id) on delete cascade
);
create index document_chunk_embeddings_model on document_chunk_embeddings (tenant_id, model);

select app_make_tenant_table('document_chunk_embeddings'::regclass);
revoke update on document_chunk_embeddings from app_user;

create policy document_chunk_embeddings_read on document_chunk_embeddings
  as restrictive for select to app_user
  using (app_is_owner() or exists (
    select 1 from document_chunks c
     where c.tenant_id = document_chunk_embeddings.tenant_id
       and c.id = document_chunk_embeddings.chunk_id));
create policy document_chunk_embeddings_insert on document_chunk_embeddings
  as restrictive for insert to app_user
  with check (app_is_owner() or exists (
    select 1 from document_chunks c
     where c.tenant_id = document_chunk_embeddings.tenant_id
       and c.id = document_chunk_embeddings.chunk_id
       and (c.owner_user_id = app_user_id()
            or (app_user_id() is null and c.owner_user_id is null))));
create policy document_chunk_embeddings_delete on document_chunk_embeddings
  as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin' or exists (
    select 1 from document_chunks c
     where c.tenant_id = document_chunk_embeddings.tenant_id
       and c.id = document_chunk_embeddings.chunk_id
       and c.owner_user_id = app_user_id()));

-- pgvector when it can be had: already installed, or available and this role may create it (not
-- a trusted extension: a superuser, as PGlite's connection is). A non-superuser owner on a server
-- that has the package but not the extension gets the plain SQL function; a DBA who runs
-- `create extension vector` later and then `select app_embedding_similarity_install()` switches.
create or replace function app_embedding_similarity_install() returns text
  language plpgsql
  as $install$
declare
  ext_schema text;
begin
  if not exists (select 1 from pg_extension where extname = 'vector')
     and exists (select 1 from pg_available_extensions where name = 'vector') then
    begin
      create extension vector;
    exception when insufficient_privilege then
      raise notice 'pgvector is available but % may not create it: plain SQL similarity',
        current_user;
    end;
  end if;
  select n.nspname into ext_schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'vector';
  if ext_schema is not null then
    execute format(
      'create or replace function app_embedding_similarity(a real[], b real[]) returns float8 '
      'language sql immutable parallel safe '
      'as $f$ select (1 - (a::%1$I.vector operator(%1$I.<=>) b::%1$I.vector))::float8 $f$',
      ext_schema);
    return 'pgvector';
  end if;
  create or replace function app_embedding_similarity(a real[], b real[]) returns float8
    language sql immutable parallel safe
    as $f$
      select (sum(x::float8 * y::float8)
              / nullif(sqrt(sum(x::float8 * x::float8)) * sqrt(sum(y::float8 * y::float8)), 0))
        from unnest(a, b) as t(x, y)
    $f$;
  return 'sql';
end
$install$;

select app_embedding_similarity_install();
revoke execute on function app_embedding_similarity_install() from public;
