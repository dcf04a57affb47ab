// The OneRoster 1.1 CSV binding as the portal reads and writes it: the files it maps, their columns
// (required ones marked) and the enumerations it checks. 1.2 sets are read with the same columns
// (1.2 keeps them; extra columns are ignored).

export const ROSTER_FILES = [
  'orgs',
  'academicSessions',
  'courses',
  'classes',
  'users',
  'enrollments',
  'demographics',
] as const;
export type RosterFile = (typeof ROSTER_FILES)[number];

const COMMON = ['sourcedId*', 'status', 'dateLastModified'];
/** The demographics file's race and ethnicity columns, each a boolean cell. */
export const DEMOGRAPHIC_FLAGS = [
  'americanIndianOrAlaskaNative',
  'asian',
  'blackOrAfricanAmerican',
  'nativeHawaiianOrOtherPacificIslander',
  'white',
  'demographicRaceTwoOrMoreRaces',
  'hispanicOrLatinoEthnicity',
];
const spec = (...columns: string[]) =>
  [...COMMON, ...columns].map((column) => ({
    name: column.replace('*', ''),
    required: column.endsWith('*'),
  }));

/** Each file's columns in the binding's order; `required` ones must hold a value. */
export const ROSTER_COLUMNS: Record<RosterFile, { name: string; required: boolean }[]> = {
  orgs: spec('name*', 'type*', 'identifier', 'parentSourcedId'),
  academicSessions: spec(
    'title*',
    'type*',
    'startDate*',
    'endDate*',
    'parentSourcedId',
    'schoolYear*',
  ),
  courses: spec(
    'schoolYearSourcedId',
    'title*',
    'courseCode',
    'grades',
    'orgSourcedId*',
    'subjects',
    'subjectCodes',
  ),
  classes: spec(
    'title*',
    'grades',
    'courseSourcedId*',
    'classCode',
    'classType*',
    'location',
    'schoolSourcedId*',
    'termSourcedIds*',
    'subjects',
    'subjectCodes',
    'periods',
  ),
  users: spec(
    'enabledUser*',
    'orgSourcedIds*',
    'role*',
    'username*',
    'userIds',
    'givenName*',
    'familyName*',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
  ),
  enrollments: spec(
    'classSourcedId*',
    'schoolSourcedId*',
    'userSourcedId*',
    'role*',
    'primary',
    'beginDate',
    'endDate',
  ),
  demographics: spec(
    'birthDate',
    'sex',
    ...DEMOGRAPHIC_FLAGS,
    'countryOfBirthCode',
    'stateOfBirthAbbreviation',
    'cityOfBirth',
    'publicSchoolResidenceStatus',
  ),
};

export const STATUSES = ['active', 'tobedeleted', 'inactive'] as const;
export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'];
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'];
export const CLASS_TYPES = ['homeroom', 'scheduled'];
export const ENROLLMENT_ROLES = ['administrator', 'proctor', 'student', 'teacher', 'aide'];
export const SEXES = ['male', 'female', 'other', 'unspecified'];

/** Users' roles, and what each becomes in the portal (null: no place, the row is skipped). */
export const USER_ROLES: Record<string, 'student' | 'teacher' | 'parent' | 'admin' | null> = {
  student: 'student',
  teacher: 'teacher',
  parent: 'parent',
  guardian: 'parent',
  relative: 'parent',
  administrator: 'admin',
  // 1.2 names
  siteAdministrator: 'admin',
  principal: 'admin',
  aide: null,
  proctor: null,
  districtAdministrator: null,
  systemAdministrator: null,
};

/** The manifest's `file.<name>` values. */
export const FILE_MODES = ['bulk', 'delta', 'absent'] as const;
export type FileMode = (typeof FILE_MODES)[number];
