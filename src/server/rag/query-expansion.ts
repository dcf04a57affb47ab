/**
 * School vocabulary: words a parent or teacher may use for what a handbook says in other words.
 * A question's words bring in the other words of their group, searched with a lower weight than
 * the question's own words (rag.queries.ts). Lower case; the database stems them (english).
 */
export const SCHOOL_SYNONYMS: readonly (readonly string[])[] = [
  ['fee', 'tuition', 'payment', 'pay', 'cost', 'charge', 'price', 'invoice', 'bill', 'free'],
  ['fine', 'fined', 'penalty', 'penalise', 'penalize'],
  ['equipment', 'stationery', 'pen', 'pencil', 'ruler', 'calculator', 'bring'],
  ['refund', 'reimburse', 'repay', 'money back', 'withdraw'],
  ['move', 'relocate', 'relocation', 'moving', 'transfer'],
  ['discount', 'reduction', 'reduced', 'concession', 'cheaper', 'cheap', 'cheaply'],
  ['bursary', 'scholarship', 'financial aid', 'afford', 'hardship'],
  ['used', 'second-hand', 'secondhand', 'pre-owned'],
  [
    'absent',
    'absence',
    'attendance',
    'miss',
    'missed',
    'away',
    'off school',
    'off sick',
    "won't be in",
    'not coming in',
    'stay home',
    'stay at home',
    'time off',
    'day off',
  ],
  ['late', 'tardy', 'lateness', 'punctual'],
  [
    'sick',
    'ill',
    'illness',
    'unwell',
    'poorly',
    'sickness',
    'vomiting',
    'diarrhoea',
    'diarrhea',
    'fever',
    'temperature',
    'disease',
    'nurse',
    'medical',
    'tummy bug',
    'stomach bug',
    'throwing up',
    'being sick',
  ],
  [
    'uniform',
    'dress',
    'clothes',
    'clothing',
    'wear',
    'attire',
    'shoes',
    'outfit',
    'jumper',
    'sweater',
    'sweatshirt',
    'blazer',
    'tie',
    'trousers',
    'skirt',
    'trainers',
  ],
  ['gym', 'pe', 'physical education', 'sport', 'sports', 'kit'],
  ['homework', 'assignment', 'coursework', 'task', 'study'],
  ['exam', 'examination', 'test', 'assessment', 'quiz'],
  ['grade', 'mark', 'score', 'result', 'report'],
  ['bus', 'coach', 'transport', 'transportation', 'route', 'pickup', 'commute'],
  ['bike', 'bicycle', 'cycle', 'cycling', 'cyclist'],
  ['lunch', 'meal', 'canteen', 'cafeteria', 'dining', 'food', 'snack', 'menu'],
  ['medicine', 'medication', 'drug', 'prescription', 'prescribed', 'antibiotic', 'pill', 'tablet'],
  ['allergy', 'allergic', 'nut', 'peanut'],
  ['injury', 'injured', 'hurt', 'hit', 'bump', 'accident', 'first aid'],
  [
    'anxious',
    'anxiety',
    'worried',
    'worry',
    'sad',
    'stress',
    'counsellor',
    'counselor',
    'counselling',
    'low',
    'feeling low',
    'down',
    'upset',
    'lonely',
    'wellbeing',
    'mental health',
    'talk to someone',
    'pastoral',
  ],
  [
    'safeguarding',
    'child protection',
    'abuse',
    'neglect',
    'being hurt',
    'harmed',
    'safety',
    'unsafe',
  ],
  ['photo', 'photos', 'photograph', 'photographs', 'picture', 'pictures', 'photographer'],
  ['office', 'reception', 'front desk', 'main office', 'school office'],
  ['behaviour', 'behavior', 'conduct', 'discipline', 'misbehave', 'misconduct', 'misbehaviour'],
  ['bully', 'bullying', 'harass', 'harassment', 'intimidate', 'picked on'],
  ['detention', 'suspension', 'suspend', 'exclusion', 'expel', 'sanction', 'punishment', 'punish'],
  ['warning', 'notice', 'notify', 'informed'],
  [
    'contact',
    'phone',
    'telephone',
    'call',
    'ring',
    'number',
    'email',
    'reach',
    'chase',
    'chasing',
    'let you know',
    'get in touch',
    'follow up',
  ],
  ['mobile', 'cellphone', 'smartphone', 'device', 'phone'],
  ['holiday', 'vacation', 'break'],
  ['term', 'semester', 'trimester'],
  ['closure', 'closed', 'cancel', 'cancelled', 'canceled', 'shut'],
  ['weather', 'snow', 'blizzard', 'storm', 'emergency'],
  ['friday', 'end of the week', 'weekend'],
  ['teacher', 'staff', 'tutor', 'faculty'],
  ['principal', 'headteacher', 'director'],
  ['year', 'yr'],
  ['sixth form', 'sixth-form', 'year 12', 'year 13', 'yr 12', 'yr 13', 'post-16', 'a level'],
  ['start', 'begin', 'open', 'arrive', 'arrival', 'drop off', 'early', 'get there', 'be there'],
  ['finish', 'dismissal', 'collect', 'collection', 'pick up'],
  ['trip', 'excursion', 'outing', 'visit'],
  ['library', 'borrow', 'loan', 'check out'],
  ['cheat', 'cheating', 'plagiarism', 'plagiarise', 'plagiarize', 'copy', 'copying', 'dishonesty'],
];

/** A word (or phrase) to search for, in a group of alternatives, with its weight. */
export interface SearchTerm {
  group: number;
  text: string;
  weight: number;
}

/** Words brought in by the synonym list weigh this much of the question's own words. */
export const SYNONYM_WEIGHT = 0.5;

export function questionWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
}

/**
 * What to search for: each word of the question is a group of its own; the synonyms of a word
 * join its group at SYNONYM_WEIGHT, so a group counts once, by its best match (a chunk that says
 * 'tuition' for a question about 'fees' scores like one that says 'fees', only lower). A phrase of
 * the list found in the question ('money back') brings its group in as a group of its own.
 */
export function searchTerms(query: string, options: { synonyms?: boolean } = {}): SearchTerm[] {
  const words = questionWords(query);
  const terms: SearchTerm[] = words.map((text, group) => ({ group, text, weight: 1 }));
  if (options.synonyms === false) return terms;
  const phrase = ` ${words.join(' ')} `;
  let nextGroup = words.length;
  for (const list of SCHOOL_SYNONYMS) {
    const byPhrase = list.some((entry) => entry.includes(' ') && phrase.includes(` ${entry} `));
    const groups = byPhrase
      ? [nextGroup++]
      : words.flatMap((word, index) =>
          list.some((entry) => sameWord(word, entry)) ? [index] : [],
        );
    for (const group of groups) {
      for (const entry of list) {
        if (entry !== words[group]) terms.push({ group, text: entry, weight: SYNONYM_WEIGHT });
      }
    }
  }
  return terms;
}

/** 'fees' is 'fee', 'paying' is 'pay': close enough to pick the group, the database stems the rest. */
function sameWord(word: string, entry: string): boolean {
  if (word === entry) return true;
  if (entry.length < 3 || !word.startsWith(entry)) return false;
  return ['s', 'es', 'ed', 'ing', 'd'].includes(word.slice(entry.length));
}
