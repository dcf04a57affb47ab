// What the seeded homework is about: topics by subject (GENERIC for others) and teachers' comments.

export const TOPICS: Record<string, readonly string[]> = {
  Mathematics: [
    'Fractions and ratios',
    'Linear equations',
    'Quadratics',
    'Probability',
    'Geometry proofs',
    'Statistics project',
  ],
  Physics: [
    'Forces and motion',
    'Energy transfer',
    'Waves lab report',
    'Electric circuits',
    'Pressure',
    'Optics',
  ],
  Chemistry: [
    'Periodic table quiz',
    'Balancing equations',
    'Acids and bases',
    'Rates of reaction',
    'Bonding',
    'Titration write-up',
  ],
  English: [
    'Book review',
    'Persuasive essay',
    'Poetry analysis',
    'Short story',
    'Grammar exercises',
    'Reading journal',
  ],
  History: [
    'Source analysis',
    'Timeline project',
    'Essay: causes of the war',
    'Local history interview',
    'Revision notes',
    'Document study',
  ],
};
export const GENERIC = [
  'Chapter review',
  'Worksheet',
  'Project',
  'Reading and questions',
  'Practice set',
  'Presentation notes',
];
export const COMMENTS = [
  'Well done.',
  'Good effort.',
  'Show your working next time.',
  'Excellent work!',
  'Check the feedback in class.',
  null,
  null,
];
