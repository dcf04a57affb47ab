/**
 * School vocabulary: words a parent or teacher may use for what a handbook says in other words.
 * A question's words bring in the other words of their group, searched with a lower weight than
 * the question's own words (rag.queries.ts). Lower case; the database stems them (english).
 */
export const SCHOOL_SYNONYMS: readonly (readonly string[])[] = [
  ['fee', 'tuition', 'payment', 'pay', 'cost', 'charge', 'price', 'invoice', 'bill'],
  ['refund', 'reimburse', 'repay', 'money back', 'withdraw'],
  ['move', 'relocate', 'relocation', 'moving', 'transfer'],
  ['absent', 'absence', 'attendance', 'miss', 'missed', 'away'],
  ['late', 'tardy', 'lateness', 'punctual'],
  ['sick', 'ill', 'illness', 'unwell', 'fever', 'disease', 'nurse', 'medical'],
  ['uniform', 'dress', 'clothes', 'clothing', 'wear', 'attire', 'shoes', 'outfit'],
  ['homework', 'assignment', 'coursework', 'task'],
  ['exam', 'examination', 'test', 'assessment', 'quiz'],
  ['grade', 'mark', 'score', 'result', 'report'],
  ['bus', 'transport', 'transportation', 'ride', 'route', 'pickup', 'drop-off', 'commute'],
  ['lunch', 'meal', 'canteen', 'cafeteria', 'food', 'eat', 'snack', 'menu'],
  ['medicine', 'medication', 'drug', 'prescription', 'inhaler'],
  ['allergy', 'allergic', 'nut', 'peanut'],
  ['injury', 'injured', 'hurt', 'accident', 'first aid'],
  ['behaviour', 'behavior', 'conduct', 'discipline', 'misbehave', 'misconduct', 'rule'],
  ['bully', 'bullying', 'harass', 'harassment', 'intimidate'],
  ['detention', 'suspension', 'suspend', 'exclusion', 'expel', 'sanction', 'consequence'],
  ['contact', 'phone', 'call', 'email', 'reach', 'office', 'telephone'],
  ['mobile', 'cellphone', 'smartphone', 'device', 'phone'],
  ['holiday', 'vacation', 'break', 'closure', 'closed', 'term'],
  ['parent', 'guardian', 'family', 'carer'],
  ['child', 'student', 'pupil', 'kid', 'son', 'daughter'],
  ['teacher', 'staff', 'tutor', 'faculty'],
  ['principal', 'headteacher', 'head', 'director'],
  ['start', 'begin', 'open', 'arrive', 'arrival'],
  ['finish', 'end', 'dismissal', 'leave', 'collect', 'collection'],
  ['trip', 'excursion', 'outing', 'visit'],
  ['library', 'book', 'borrow', 'loan'],
  ['cheat', 'cheating', 'plagiarism', 'copy', 'dishonesty'],
  ['weather', 'snow', 'storm', 'emergency'],
];

/** The question's words and, for each, the other words of its synonym groups. */
export function expandQuery(query: string): { words: string[]; expansions: string[] } {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
  const phrase = ` ${words.join(' ')} `;
  const expansions = new Set<string>();
  for (const group of SCHOOL_SYNONYMS) {
    const found = group.some((entry) =>
      entry.includes(' ')
        ? phrase.includes(` ${entry} `)
        : words.some((word) => sameWord(word, entry)),
    );
    if (!found) continue;
    for (const entry of group) if (!words.includes(entry)) expansions.add(entry);
  }
  return { words, expansions: [...expansions] };
}

/** 'fees' is 'fee', 'paying' is 'pay': close enough to pick the group, the database stems the rest. */
function sameWord(word: string, entry: string): boolean {
  if (word === entry) return true;
  if (entry.length < 3 || !word.startsWith(entry)) return false;
  return ['s', 'es', 'ed', 'ing', 'd'].includes(word.slice(entry.length));
}
