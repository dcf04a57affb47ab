import { USER_ROLES } from './binding.ts';
import type { Checker } from './checker.ts';
import { EMAIL, gradeOf, list, rawIds } from './checker.ts';
import type { UserItem } from './model.ts';

export function checkUsers(
  c: Checker,
  rows: Awaited<ReturnType<Checker['items']>>,
  ownOrg: (id: string) => boolean,
  orgIds: Set<string>,
): UserItem[] {
  const ids = rawIds(c.set, 'users');
  const users: UserItem[] = [];
  const emails = new Map<string, number>();
  for (const row of rows) {
    const orgs = list(row.fields.orgSourcedIds);
    let ok = orgs.every((org) => c.refers(row, 'orgSourcedIds', 'org', orgIds, org));
    const agents = list(row.fields.agentSourcedIds);
    ok = agents.every((agent) => c.refers(row, 'agentSourcedIds', 'user', ids, agent)) && ok;
    if (!ok) continue;
    const role = USER_ROLES[row.fields.role!];
    const email = row.fields.email?.toLowerCase() || null;
    const skip = (column: string, message: string) => c.issue(row, column, message, 'skipped');
    if (!orgs.some(ownOrg)) skip('orgSourcedIds', 'This person is not of this school.');
    else if (!role) skip('role', `The portal has no place for the role ${row.fields.role}.`);
    else if (email && !EMAIL.test(email))
      c.issue(row, 'email', `"${row.fields.email}" is not an email address.`);
    else if (role !== 'student' && !email)
      skip('email', `A ${role} needs an email address to be invited.`);
    else if (role === 'student' && gradeOf(row.fields.grades) === null)
      skip('grades', `Grade "${row.fields.grades}" has no place: the portal has grades 1 to 12.`);
    else if (role === 'student' && (row.fields.identifier || row.sourcedId).length > 32)
      skip('identifier', 'The portal keeps roll numbers of at most 32 characters: set identifier.');
    else if (email && emails.has(email))
      c.issue(row, 'email', `${email} is also on line ${emails.get(email)}.`);
    else {
      if (email) emails.set(email, row.line);
      users.push({
        ...row,
        role,
        name: [row.fields.givenName, row.fields.familyName].join(' ').slice(0, 200),
        email,
        phone: (row.fields.phone || row.fields.sms || '').slice(0, 40) || null,
        rollNumber: row.fields.identifier || row.sourcedId,
        grade: gradeOf(row.fields.grades),
        agents,
      });
    }
  }
  return users;
}
