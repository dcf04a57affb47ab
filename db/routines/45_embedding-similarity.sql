-- Hybrid search's similarity of two embeddings, app_embedding_similarity(a, b) (cosine): pgvector's
-- when the extension is there (PGlite ships it; a server whose DBA installed it), plain SQL
-- otherwise (a PostgreSQL server without pgvector). Same column, same queries, same answers on both.
-- History: 0016; this file holds its current text.

-- pgvector when it can be had: already installed, or available and this role may create it (not
-- a trusted extension: a superuser, as PGlite's connection is). A non-superuser owner on a server
-- that has the package but not the extension gets the plain SQL function. It runs at every
-- migrate (below), so after a DBA's `create extension vector` the next start switches (or at once:
-- `select app_embedding_similarity_install()`).
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
