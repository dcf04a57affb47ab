import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveVapidKeys, type VapidKeys } from './platform/vapid-keys.ts';
import { z } from 'zod';
import { BUILTIN_EMBEDDINGS_MODEL } from './platform/ai/builtin-embeddings.ts';
import { AI_DEFAULTS, type AiConfig, type EmbeddingsConfig } from './ai-config.ts';

// `Name <address>` or a bare address, on one line (it becomes the From header).
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

export {
  AI_DEFAULTS,
  type AiConfig,
  type AiProviderConfig,
  type EmbeddingsConfig,
} from './ai-config.ts';

export const DEFAULT_MAIL_FROM = 'School Portal <no-reply@localhost>';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
    )
    .optional(),
  // Session-level work (LISTEN, the migration lock) needs a connection that no transaction-pooling
  // pooler (PgBouncer in transaction mode) stands between: see Config.databaseDirectUrl.
  DATABASE_DIRECT_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_DIRECT_URL must be a postgres:// or postgresql:// connection string',
    )
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  SEED_DEMO: flag.optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a full URL such as https://portal.example.org').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().default('dist/web'),
  MAIL_DIR: z.string().min(1).optional(),
  // The messages never repeat the value: it holds the SMTP password.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      hostname: z.regexes.hostname,
      error:
        'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      MAIL_FROM_PATTERN,
      'MAIL_FROM must be an email address, optionally with a name: School Portal <no-reply@school.example.org>',
    )
    .default(DEFAULT_MAIL_FROM),
  SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1, 'WEB_CONCURRENCY must be 1 or more')
    .max(64, 'WEB_CONCURRENCY must be at most 64')
    .default(1),
  ABSENCE_NOTICE_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  E2E_WORKER_SCHOOLS: z.coerce.number().int().min(1).max(32).optional(),
  // The message never repeats the value: it is a secret.
  RAG_ADMIN_TOKEN: z
    .string()
    .min(32, 'RAG_ADMIN_TOKEN must be at least 32 characters (for example: openssl rand -hex 32)')
    .optional(),
  // AI providers (OpenAI-compatible endpoints). The keys are secrets: messages never repeat them.
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url('OPENAI_BASE_URL must be a full URL').default(AI_DEFAULTS.openai.baseUrl),
  OPENAI_MODEL: z.string().default(AI_DEFAULTS.openai.model),
  PERPLEXITY_API_KEY: z.string().optional(),
  PERPLEXITY_BASE_URL: z
    .url('PERPLEXITY_BASE_URL must be a full URL')
    .default(AI_DEFAULTS.perplexity.baseUrl),
  PERPLEXITY_MODEL: z.string().default(AI_DEFAULTS.perplexity.model),
  HUGGINGFACE_API_KEY: z.string().optional(),
  HUGGINGFACE_BASE_URL: z
    .url('HUGGINGFACE_BASE_URL must be a full URL')
    .default(AI_DEFAULTS.huggingface.baseUrl),
  HUGGINGFACE_MODEL: z.string().default(AI_DEFAULTS.huggingface.model),
  // Hybrid document search: the built-in model unless EMBEDDINGS_MODEL names an endpoint's model
  // (base URL and key default to OpenAI's) or is 'off'.
  EMBEDDINGS_MODEL: z.string().optional(),
  EMBEDDINGS_BASE_URL: z.url('EMBEDDINGS_BASE_URL must be a full URL').optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_DIMENSIONS: z.coerce
    .number()
    .int()
    .min(1, 'EMBEDDINGS_DIMENSIONS must be 1 or more')
    .max(16000, 'EMBEDDINGS_DIMENSIONS must be at most 16000')
    .optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The same database without a pooler in between, for what needs a session of its own: LISTEN
   * (live updates) and the migration lock. DATABASE_DIRECT_URL, else DATABASE_URL.
   */
  databaseDirectUrl?: string | undefined;
  jwtSecret: string;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  webDist: string;
  /** Without SMTP, emails are written here as .eml files (development, E2E). */
  mailDir: string | undefined;
  /** smtp:// or smtps:// URL of the server that sends email; unset: nothing leaves the machine. */
  smtpUrl: string | undefined;
  /** From header of every email. */
  mailFrom: string;
  signInLimitPerMinute: number;
  /** Failed sign-ins of one account before the throttle acts (auth/sign-in-throttle.ts). */
  signInFailuresPerAccount: number;
  /** Server processes (node:cluster workers) sharing the port; PostgreSQL only. */
  webConcurrency: number;
  /** E2E only (NODE_ENV=test): seed the schools E2E1 … E2E<n>, one per Playwright worker. */
  e2eWorkerSchools: number;
  /**
   * Scripted document ingestion: POST /functions/v1/rag-ingest with this value in x-admin-token
   * (and the school in tenantId). Unset: the header is ignored.
   */
  ragAdminToken?: string | undefined;
  /** The AI chat providers (unset in tests that do not need them: none configured). */
  ai?: AiConfig;
  /** How long an absence notice waits in the outbox (a corrected mark withdraws it); default 600 s. */
  absenceNoticeDelaySeconds?: number | undefined;
  /** Web Push's VAPID keys (platform/vapid-keys.ts); unset: push is unavailable. */
  vapid?: VapidKeys | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; every problem is reported at once, in words an operator can act on. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // A variable set to the empty string counts as unset, as in `DATABASE_URL= npm start`.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * Without JWT_SECRET the portal makes one and keeps it in the data folder, so tokens survive a
 * restart. A production server on PostgreSQL must be given one: several processes share it.
 */
async function resolveJwtSecret(env: Env, dataDir: string): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'JWT_SECRET is required when DATABASE_URL is set and NODE_ENV=production. Set it to a random string of at least 32 characters, the same for every server process (for example: openssl rand -base64 48).',
    );
  }
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const saved = (await readFile(file, 'utf8')).trim();
    if (saved.length >= 32) return saved;
  } catch {
    // No secret saved yet: make one below.
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The embeddings model, or undefined (lexical search only) when EMBEDDINGS_MODEL is 'off'. */
export function embeddingsConfig(env: Env): EmbeddingsConfig | undefined {
  if (env.EMBEDDINGS_MODEL === 'off') return undefined;
  if (!env.EMBEDDINGS_MODEL || env.EMBEDDINGS_MODEL === 'builtin') {
    return { builtin: true, baseUrl: '', apiKey: '', model: BUILTIN_EMBEDDINGS_MODEL };
  }
  const baseUrl = env.EMBEDDINGS_BASE_URL ?? env.OPENAI_BASE_URL;
  const apiKey = env.EMBEDDINGS_API_KEY ?? env.OPENAI_API_KEY;
  if (!apiKey && baseUrl === AI_DEFAULTS.openai.baseUrl) {
    throw new ConfigError(
      'EMBEDDINGS_MODEL is set but no key is: set EMBEDDINGS_API_KEY (or OPENAI_API_KEY), or EMBEDDINGS_BASE_URL for a local server that needs none.',
    );
  }
  // A local server (Ollama, llama.cpp) needs no key; the client sends a placeholder.
  return {
    baseUrl,
    apiKey: apiKey ?? 'none',
    model: env.EMBEDDINGS_MODEL,
    dimensions: env.EMBEDDINGS_DIMENSIONS,
  };
}

export async function loadConfig(source: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const env = parseEnv(source);
  if (env.E2E_WORKER_SCHOOLS && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      'E2E_WORKER_SCHOOLS is for end-to-end tests only: it needs NODE_ENV=test. Unset it.',
    );
  }
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'DATABASE_DIRECT_URL is set but DATABASE_URL is not: set DATABASE_URL (the pooled address requests use) too, or unset DATABASE_DIRECT_URL.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    jwtSecret: await resolveJwtSecret(env, dataDir),
    // Embedded: demo schools go into an empty database unless SEED_DEMO=0. PostgreSQL: only when asked.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDist: path.resolve(env.WEB_DIST),
    mailDir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    signInLimitPerMinute: env.SIGN_IN_LIMIT_PER_MINUTE,
    signInFailuresPerAccount: env.SIGN_IN_FAILURES_PER_ACCOUNT,
    webConcurrency: env.WEB_CONCURRENCY,
    e2eWorkerSchools: env.E2E_WORKER_SCHOOLS ?? 0,
    ragAdminToken: env.RAG_ADMIN_TOKEN,
    ai: {
      embeddings: embeddingsConfig(env),
      openai: {
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
      },
      perplexity: {
        apiKey: env.PERPLEXITY_API_KEY,
        baseUrl: env.PERPLEXITY_BASE_URL,
        model: env.PERPLEXITY_MODEL,
      },
      huggingface: {
        apiKey: env.HUGGINGFACE_API_KEY,
        baseUrl: env.HUGGINGFACE_BASE_URL,
        model: env.HUGGINGFACE_MODEL,
      },
      timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
      maxRetries: env.AI_MAX_RETRIES,
    },
    absenceNoticeDelaySeconds: env.ABSENCE_NOTICE_DELAY_SECONDS,
    vapid: await resolveVapidKeys(
      env,
      dataDir,
      `mailto:${env.MAIL_FROM.replace(/^.*<|>.*$/g, '')}`,
    ),
  };
}
