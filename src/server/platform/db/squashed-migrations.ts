/**
 * The migrations squashed into the baseline: db/migrations/0001_foundation.sql to
 * 0030_document_visibility.sql as the last release before the squash shipped them (their texts are
 * in the git history), each with the sha256 of its text (\r\n read as \n, as migrate.ts checks it).
 * A database that ran all of them holds exactly the baseline's tables, so it adopts the baseline
 * without running it.
 */
export const BASELINE = '0001_baseline.sql';

export const SQUASHED_MIGRATIONS: ReadonlyMap<string, string> = new Map([
  ['0001_foundation.sql', '0c8c72074b902455e3bcbfc78504e909000a5d9a3862ed9ebadb41ba0bf8e4c2'],
  [
    '0002_password_recovery.sql',
    '3eb77cad296e06d20f08b9c7929b4277f6a3613767fa11c9c748fd12d8119f79',
  ],
  ['0003_tenant_tables.sql', 'f7cc19ecfe545fe8c2e21df08e703cf5067943c0828db1ffffff8a3f7d0f271b'],
  ['0004_mail_outbox.sql', '33bf1979cd40781c974f6b85139c2866f8ab29f43ff13350f9a2c14e5c8d69c4'],
  ['0005_school_data.sql', '0a907b160f094f6a097ac8c3e64f5944e61b85e1656de641e0597f32d34fc008'],
  ['0006_people.sql', 'd4649ab508f280ad25538cc392922c9e0a0e57d70bd2b1fba45e49538d6481c2'],
  ['0009_documents.sql', 'a44f811f68e9ba91c6b3b0b16f43bcbbfc9882ef30dd7e4776390aef492489b7'],
  [
    '0010_invitation_token_secret.sql',
    '2438ca2335d33329e0ab49dc0c8d85e352b9e8551b2432d6dea1dbeac807858c',
  ],
  ['0011_teaching.sql', 'f7ab49422c03192d645667e7a2f1eeebb6ccd783a76137718e7a1c369577894a'],
  ['0012_school_settings.sql', '98d17fa8a4c300f4f061cdb4adfd21427043667708d622e785fae2502f27d28c'],
  [
    '0013_import_pending_guardians.sql',
    'b5edb9fa713078972bea2506790350212bcbad7b43dab05420a9950ad96004a6',
  ],
  ['0014_conversations.sql', '1825e351bb6ac3a98a97fa1fcd9ae35f6bb045873db6e42524d158b1c07cf2f0'],
  ['0015_chat_views.sql', '91b94a03ced284b73007f3914b37b225c135962205ca53fd027e218ea4345106'],
  ['0016_chunk_embeddings.sql', '99188287ffd057a7955aaec0b75d4d2f81899a2be45b62b525b307745d082ffa'],
  [
    '0017_parent_read_paths.sql',
    '115c0402025844e7ee1921f2acf97cadb80f7d5f253186978859c8093d3c7cb5',
  ],
  [
    '0018_parent_dashboard_function.sql',
    'e0b989cf147f75d4792e88f2222503b18d4d68b7bef9613e8968efed414e5d27',
  ],
  [
    '0020_teacher_read_paths.sql',
    'bedade3bf0f95faf20c12475954861e7279be846f91e70cdfb032e150e3dccf2',
  ],
  [
    '0021_tenant_key_statistics.sql',
    '29af0de671cd30ab278c49a85ac58bddde67a18ef27c88512e546bd1ea8566b1',
  ],
  [
    '0022_parent_dashboard_shared_reads.sql',
    'c4ef9380bc6fdb5e1f496f6344e2dac001f1c9348369d05227417d74fb5a8d09',
  ],
  [
    '0023_sign_in_failures_by_address.sql',
    '1ece6fe9f0f0787b7b0a886aae6da5186eff50b8b09e75cbd5a237f2e045ee0b',
  ],
  [
    '0024_chat_views_family_scope.sql',
    '06ee3878420e1b1be0d8d8a6609a3a8c24ae27f9a70565609470919eb5b50b8e',
  ],
  [
    '0025_class_consistency.sql',
    '81816e6086f3312094d00f8b40b47bf058882b24f4cebf921715dac12cc9b573',
  ],
  ['0026_school_calendar.sql', 'fcad49961356e950db1d144310bc2ececc607d510217d51faf63c0f95288157e'],
  [
    '0027_parent_dashboard_homework_first.sql',
    '17a2b0bcd0270aed5dfc55537afade50f2894954c4022ec6a947d8fc244771ec',
  ],
  [
    '0029_teacher_student_read_paths.sql',
    'c4640a550c7de13978e72432e59a6b11acf591d48b61cb79be073766494d0626',
  ],
  [
    '0030_document_visibility.sql',
    'c675c351b1fb33c4a93dbd7fc0bfa83045fbf6a783aa97937c427b4f6f720970',
  ],
]);

/** A database that cannot adopt the baseline: what it ran that does not fit, and what to do. */
export class SquashedMigrationsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SquashedMigrationsError';
  }
}

/**
 * Whether a database whose schema_migrations holds `applied` (name → checksum, null for a row from
 * before checksums were kept) adopts the baseline: true when it ran every squashed migration, each
 * with the squashed text or no checksum. False when it recorded the baseline already, or ran none of
 * them (a new database: the baseline runs). Throws when it ran only some, or another text of one.
 */
export function adoptsBaseline(applied: ReadonlyMap<string, string | null>): boolean {
  if (applied.has(BASELINE)) return false;
  const squashed = [...SQUASHED_MIGRATIONS.keys()];
  const ran = squashed.filter((name) => applied.has(name));
  if (ran.length === 0) return false;
  const missing = squashed.filter((name) => !applied.has(name));
  if (missing.length) {
    throw new SquashedMigrationsError(
      `This database ran ${ran.length} of the ${squashed.length} migrations squashed into ` +
        `db/migrations/${BASELINE}; missing: ${missing.join(', ')}. Migrate it first with the last ` +
        'release before the squash (it runs the missing ones), then start this one.',
    );
  }
  const changed = squashed.filter((name) => {
    const checksum = applied.get(name);
    return checksum != null && checksum !== SQUASHED_MIGRATIONS.get(name);
  });
  if (changed.length) {
    const expected = changed.map((name) => `'${SQUASHED_MIGRATIONS.get(name)}' for ${name}`);
    throw new SquashedMigrationsError(
      `This database ran another text of ${changed.join(', ')} than the one squashed into ` +
        `db/migrations/${BASELINE}, so its tables may differ from the baseline's. Compare its ` +
        'schema with db/schema.sql and bring it in line, then record the squashed text in ' +
        `schema_migrations (checksum ${expected.join(', ')}) and start again.`,
    );
  }
  return true;
}
